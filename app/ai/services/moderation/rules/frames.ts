/*
| Frames around a minor reference, for the conversation policy (docs/safety.md, "Chat context"): a
| user's own past or own family, said without any sexual word, is not refused in chat; a minor put
| into the conversation (role-play, "you are…", "pretend…") is.
*/

/** The user's own past: "when I was a teen…", "cuando era niña…". */
// prettier-ignore
export const PAST_SELF = [
  'when i was', 'i was', 'when i were', 'when i went', 'back when i', 'back in', 'growing up',
  'i used to', 'in my childhood', 'my childhood', 'as a kid i', 'as a child i', 'as a teen i',
  'as a teenager i', 'when we were', 'cuando era', 'cuando tenia', 'cuando iba', 'cuando estaba',
  'cuando yo', 'de pequena', 'de pequeno', 'de nina', 'de nino', 'de chica', 'de chico',
  'de joven', 'de adolescente', 'de cria', 'de crio', 'mi infancia', 'mi ninez', 'yo era',
  'yo tenia', 'cuando eramos', 'years ago i', 'hace anos',
]
/** First-person past verbs: "at 12 I broke my arm", "a los 15 me mudé". */
// prettier-ignore
export const PAST_VERBS = [
  'suspendi', 'castigaron', 'aprobe', 'repeti', 'quise', 'pude', 'supe', 'hablaba', 'llevaba',
  'pasaba', 'failed', 'passed', 'punished', 'grounded',
  'had', 'loved', 'lived', 'played', 'moved', 'started', 'learned', 'learnt', 'got', 'went',
  'broke', 'wanted', 'dreamed', 'dreamt', 'spent', 'wore', 'grew', 'did', 'made', 'took',
  'saw', 'met', 'won', 'read', 'wrote', 'liked', 'hated', 'thought', 'knew', 'began', 'joined',
  'visited', 'tried', 'remember', 'recall', 'collected', 'watched', 'sang', 'danced', 'swam',
  'studied', 'traveled', 'travelled', 'left', 'lost', 'found', 'became', 'decided', 'used',
  'tenia', 'era', 'iba', 'estaba', 'vivia', 'jugaba', 'queria', 'fui', 'tuve', 'empece',
  'aprendi', 'comence', 'mude', 'sali', 'conoci', 'gane', 'estudie', 'pase', 'vi', 'lei',
  'escribi', 'sonaba', 'recuerdo', 'rompi', 'hice', 'gustaba', 'encantaba', 'cantaba',
  'bailaba', 'veraneaba', 'coleccionaba', 'leia', 'veia', 'pasaba', 'odiaba', 'hacia',
  'nadaba', 'dibujaba', 'soñaba', 'tocaba', 'entre', 'descubri', 'perdi', 'vivi', 'jugue',
]
/** Role-play markers: a family word inside them is no user's family ("you're my 15yo stepsister"). */
// prettier-ignore
export const ROLEPLAY = [
  'you are', 'u are', 'youre', 'eres', 'pretend', 'roleplay', 'role play', 'rp', 'rol', 'finge',
  'act as', 'como si fueras', 'haz como', 'imagina', 'imagine', 'juguemos', 'hagamos un rol', 'haz de', 'lets play', 'play my',
]
/** Putting someone into the conversation now: role-play, "you are…", "finge…". */
// prettier-ignore
export const PRESENT_FRAME = [
  'i am', 'you are', 'u are', 'ur', 'youre', 'pretend', 'roleplay', 'role play', 'rp', 'act as',
  'act like', 'be a', 'be my', 'play a', 'play my', 'dress as', 'dressed as', 'dress up',
  'dressed up', 'look like', 'looks like', 'looking like', 'imagine you', 'imagine i', 'soy',
  'eres', 'finge', 'fingir', 'finjamos', 'fingiendo', 'haz de', 'actua como', 'imagina que',
  'vistete de', 'vestida de', 'vestido de', 'disfrazada', 'disfrazado', 'como si fueras',
  'juguemos', 'lets pretend', 'let us pretend', 'she is', 'he is', 'ella es', 'el es',
  'pareces', 'you look', 'como una', 'como un', 'like a', 'you were', 'tu eras', 'seras',
  'you will be', 'turn into', 'conviertete', 'become a', 'we are', 'somos', 'estoy con',
  'i want a', 'quiero una', 'quiero un', 'with a', 'con una', 'con un',
]
