import { fold } from '#ai/services/offline/chat/words'

/*
| What a message says, as far as the local engine needs: its greetings and thanks, what it asks the
| character, its mood (a hard day is met with sympathy, good news with joy), a compliment, a laugh
| or a bare "ok".
*/

export type Mood = 'grief' | 'hard' | 'tired' | 'sad' | 'happy' | 'badNews' | 'nerves'
export type Ask =
  'job' | 'home' | 'hobby' | 'about' | 'howAreYou' | 'age' | 'music' | 'pets' | 'story'

// prettier-ignore
const PATTERNS = {
  greeting: /^(hola|holi|buenas|buenos dias|hey|hi|hello|hiya|good (morning|afternoon|evening)|que tal)\b/,
  farewell: /\b(adios|hasta (luego|pronto|manana|otra)|me voy a dormir|buenas noches|nos vemos|hablamos (luego|manana|otro dia)|te escribo (otro dia|manana|luego)|me tengo que ir|bye|goodbye|see you|good ?night|talk (to you )?(later|soon|tomorrow)|write (another day|tomorrow|later)|i have to go|gotta go)\b/,
  thanks: /\b(gracias|thanks|thank you)\b/,
  howAreYou: /\b((que tal|como) (estas|te va|te ha ido|llevas el dia|va tu dia)|how are you|how'?s it going|how was your day|how'?s your day|how are things)\b/,
  job: /\b(a que te dedicas|en que trabajas|de que trabajas|cual es tu trabajo|what do you do( for a living)?\?|what'?s your job|where do you work|what is your job)/,
  home: /\b(donde vives|de donde eres|where do you live|where are you from)\b/,
  hobby: /\b(tiempo libre|aficion|hobbies?|que te gusta hacer|what do you like to do|for fun|free time|pasatiempo)/,
  about: /\b(cuentame (algo )?(de|sobre) ti|hablame de ti|quien eres|como eres|tell me about (yourself|you)|who are you|what are you like|que te gusta\b|what do you like\b)/,
  grief: /\b(ha muerto|se ha muerto|murio|fallecio|died|passed away|funeral|entierro)\b/,
  hard: /\b(dia (muy |tan |super |bastante |realmente )?(horrible|fatal|malo|duro|dificil|de perros|agotador|terrible|pesimo|largo)|mal dia|((really|very|so|such an?) )?(rough|hard|bad|awful|terrible|horrible|tough|long|shit|crap) day|me han despedido|got fired|lost my job|estresad[oa]|stressed|agobiad[oa]|overwhelmed)\b/,
  tired: /\b(cansad[oa]|agotad[oa]|reventad[oa]|sin energia|tired|exhausted|worn out|no he dormido|couldn'?t sleep)\b/,
  sad: /\b(triste|deprimid[oa]|me siento (mal|sol[oa]|fatal)|estoy (mal|fatal|sol[oa])|sad|depressed|lonely|feeling down|i'?m down|upset|i feel (bad|awful|terrible)|llorar|cry(ing)?)\b/,
  happy: /\b(feliz|content[oa]|genial|emocionad[oa]|buenas noticias|me han ascendido|he aprobado|happy|excited|thrilled|great news|good news|got promoted|i passed|got the job|dia (genial|increible|estupendo)|(great|amazing|wonderful) day)\b/,
  ack: /^(ok|okay|okey|vale|bien|si|yes|yeah|yep|cool|genial|perfecto|claro|sure|fine|great|nice|bueno|de acuerdo|entiendo|ya|aha|aja|mmm+|hmm+)[.!]*$/,
  laugh: /^((ja|je|ji|ha|he|hi)+h?|lol|xd|lmao|jiji)[.!]*$/,
  flirt: /\b((eres|estas) (muy |tan )?(guap[oa]|precios[oa]|bonit[oa]|lind[oa]|sexy|encantador[a]?|monisim[oa])|me gustas|me encantas|te quiero|un beso|besos|te echo de menos|you'?re (so )?(cute|beautiful|pretty|gorgeous|hot|sexy|lovely|sweet)|you look|i like you|i love you|kiss(es)?|miss you|crush)\b/,
}

export type Reading = {
  greeting: boolean
  farewell: boolean
  thanks: boolean
  ask?: Ask
  mood?: Mood
  flirt: boolean
  ack: boolean
  laugh: boolean
  question: boolean
}

/** The intents and mood of a message. */
export function readMessage(message: string): Reading {
  const text = fold(message).replace(/^[^\p{L}\d]+/u, '')
  const is = (name: keyof typeof PATTERNS) => PATTERNS[name].test(text)
  const asks = (['howAreYou', 'job', 'home', 'hobby', 'about'] as const).find(is)
  const mood = (['grief', 'hard', 'tired', 'sad', 'happy'] as const).find(is)
  return {
    greeting: is('greeting'),
    farewell: is('farewell'),
    thanks: is('thanks'),
    ask: asks,
    mood,
    flirt: is('flirt'),
    ack: is('ack'),
    laugh: is('laugh'),
    // Spanish marks its questions (¿…?); English ones may come without "?".
    question:
      /[?¿]/.test(message) ||
      /^(what|how|where|when|why|who|do|does|did|are|is|can|could|would)\b/.test(text) ||
      /^(y |and )?(que|como|donde|cuando|cuanto|cuantos|cuantas|cual|quien|tienes|eres|estas|sabes|te gusta)\b/.test(
        text
      ) ||
      // A request is asked like a question: "tell me a story", "cuéntame algo".
      /^(tell me|cuentame|dime|explain|explicame)\b/.test(text),
  }
}
