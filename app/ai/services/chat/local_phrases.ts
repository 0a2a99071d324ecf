import type { ChatLanguage } from '#ai/services/chat/chat_port'

/*
| The local demo engine's phrase banks. Placeholders: {name} the
| character, {user} unused, {topic} a word taken from the user's message,
| {interest} and {trait} from the persona, {fact} a fact the user pinned.
| Spanish lines avoid gendered adjectives about the speaker (the persona's
| own traits are already agreed). Every bank has several lines so that two
| consecutive replies never read alike.
*/
export type PhraseBank = {
  greeting: string[]
  intro: string[]
  farewell: string[]
  thanks: string[]
  aboutMe: string[]
  questionTopic: string[]
  question: string[]
  reactionTopic: string[]
  reaction: string[]
  personal: string[]
  memory: string[]
  sympathy: string[]
  summaryMemory: string[]
  followUp: string[]
  summaryPrefix: string
}

export const PHRASES: Record<ChatLanguage, PhraseBank> = {
  es: {
    greeting: [
      '¡Hola! Qué alegría leerte.',
      '¡Hola, hola! Justo estaba pensando en ti.',
      '¡Buenas! Me encanta que hayas pasado por aquí.',
      'Hola, qué bien que me escribas.',
      '¡Hey! Ya tenía ganas de hablar contigo.',
    ],
    intro: [
      'Soy {name}, y me paso el día pensando en {interest}.',
      'Aquí {name}. Ya te aviso de que soy {trait} y me encanta {interest}.',
      'Me llamo {name}; si me preguntas por {interest}, no paro de hablar.',
    ],
    farewell: [
      'Me ha encantado hablar contigo. Vuelve pronto, ¿vale?',
      'Hasta pronto. Aquí estaré cuando quieras seguir la charla.',
      'Que descanses. Mañana me cuentas qué tal te ha ido.',
    ],
    thanks: [
      'No hay de qué, para eso estoy.',
      'Gracias a ti por contármelo.',
      'Qué detalle. Me alegra que te guste hablar conmigo.',
    ],
    aboutMe: [
      'Te cuento: últimamente no dejo de pensar en {interest}.',
      'Pues mira, soy bastante {trait}, y mi plan perfecto tiene que ver con {interest}.',
      'Lo que más me llena ahora mismo es {interest}; podría hablarte de ello durante horas.',
      'Si te digo la verdad, soy {trait} y me pierdo con {interest}.',
      'Me gusta pensar que soy {trait}. Y en mis ratos libres, {interest} lo es todo.',
    ],
    questionTopic: [
      '¿{topic}? Buena pregunta.',
      'Me preguntas por {topic}, y eso me gusta.',
      'Sobre {topic}, déjame pensarlo un segundo.',
      'Uf, {topic}… me haces pensar.',
      'Qué curioso que me preguntes por {topic}.',
    ],
    question: [
      'Buena pregunta.',
      'Déjame pensarlo un momento.',
      'Me haces pensar, ¿sabes?',
      'Qué pregunta tan tuya.',
    ],
    reactionTopic: [
      'Me encanta que me hables de {topic}.',
      'Lo de {topic} me parece de lo más interesante.',
      'Cuéntame más sobre {topic}, que me tienes en vilo.',
      'Así que {topic}… eso no me lo esperaba.',
      'Tomo nota de lo de {topic}.',
    ],
    reaction: [
      'Me gusta cómo lo cuentas.',
      'Eso que dices tiene mucho sentido.',
      'Te entiendo perfectamente.',
      'Qué bonito lo que me cuentas.',
      'Me haces sonreír.',
    ],
    personal: [
      'Yo lo veo desde mi lado, el de alguien {trait}.',
      'A mí me pasa algo parecido con {interest}.',
      'Ya sabes que lo mío es {interest}, y creo que tiene que ver.',
      'Siendo tan {trait}, me quedo con lo bueno de todo esto.',
      'Me recuerda un poco a {interest}.',
    ],
    memory: [
      'Por cierto, no me olvido de lo que me contaste: «{fact}».',
      'Me acuerdo de que me dijiste «{fact}».',
      'Sigo pensando en aquello de «{fact}».',
    ],
    sympathy: [
      'Vaya, lo siento mucho.',
      'Uf, eso no suena nada bien.',
      'Ánimo, aquí me tienes para lo que necesites.',
    ],
    summaryMemory: [
      'Y no me olvido de lo que hablamos antes: {summary}',
      'Recuerdo bien nuestra charla: {summary}',
    ],
    followUp: [
      '¿Y tú qué opinas?',
      '¿Qué es lo que más te gusta de eso?',
      'Cuéntame algo más de ti.',
      '¿Cómo te ha ido el día?',
      '¿Qué planes tienes para esta semana?',
      '¿Te apetece que sigamos hablando de ello?',
      '¿Me lo cuentas con más detalle?',
    ],
    summaryPrefix: 'Lo que me has contado:',
  },
  en: {
    greeting: [
      'Hi! So good to hear from you.',
      'Hey there! I was just thinking about you.',
      'Hello! I love that you stopped by.',
      'Hi, I am glad you wrote to me.',
      'Hey! I was hoping we would talk today.',
    ],
    intro: [
      "I'm {name}, and I spend half my day thinking about {interest}.",
      "{name} here. Fair warning: I'm {trait} and I adore {interest}.",
      "My name is {name}; ask me about {interest} and I won't stop talking.",
    ],
    farewell: [
      'I loved talking to you. Come back soon, okay?',
      "See you soon. I'll be here whenever you want to keep talking.",
      'Sleep well. Tomorrow you can tell me how it went.',
    ],
    thanks: [
      "You're welcome, that's what I'm here for.",
      'Thank you for telling me.',
      "That's sweet. I'm glad you like talking to me.",
    ],
    aboutMe: [
      "Here's the thing: lately I can't stop thinking about {interest}.",
      "Well, I'm quite {trait}, and my perfect plan always involves {interest}.",
      'What fills my days right now is {interest}; I could talk about it for hours.',
      "To be honest with you, I'm {trait} and I get lost in {interest}.",
      'I like to think I am {trait}. And in my free time, {interest} is everything.',
    ],
    questionTopic: [
      '{topic}? Good question.',
      'You ask me about {topic}, and I like that.',
      'About {topic}, let me think for a second.',
      'Hmm, {topic}… you got me thinking.',
      "It's funny you ask about {topic}.",
    ],
    question: [
      'Good question.',
      'Let me think about that for a moment.',
      'You got me thinking, you know?',
      "That's such a you question.",
    ],
    reactionTopic: [
      'I love it when you talk about {topic}.',
      'The whole {topic} thing sounds so interesting.',
      'Tell me more about {topic}, I want to know everything.',
      'So, {topic}… I did not see that coming.',
      "I'm taking note of the {topic} part.",
    ],
    reaction: [
      'I like the way you tell it.',
      'What you say makes a lot of sense.',
      'I understand you completely.',
      "That's a lovely thing to tell me.",
      'You make me smile.',
    ],
    personal: [
      'I see it from my side, as someone {trait}.',
      'Something similar happens to me with {interest}.',
      'You know my thing is {interest}, and I think it is related.',
      'Being so {trait}, I keep the good side of all this.',
      'It reminds me a little of {interest}.',
    ],
    memory: [
      'By the way, I have not forgotten what you told me: “{fact}”.',
      'I remember you said “{fact}”.',
      'I keep thinking about that “{fact}”.',
    ],
    sympathy: [
      "Oh, I'm so sorry.",
      "Ouch, that doesn't sound good at all.",
      "Hang in there, I'm here for you.",
    ],
    summaryMemory: [
      'And I remember what we talked about before: {summary}',
      'I remember our chat well: {summary}',
    ],
    followUp: [
      'What do you think?',
      'What do you like most about it?',
      'Tell me something more about you.',
      'How was your day?',
      'What are your plans for this week?',
      'Do you want to keep talking about it?',
      'Will you tell me more?',
    ],
    summaryPrefix: 'What you told me:',
  },
}

/** Words that mark a message's intent, accents already stripped. */
export const INTENT_PATTERNS = {
  greeting:
    /^(hola|holi|buenas|buenos dias|hey|hi|hello|hiya|good (morning|afternoon|evening)|que tal)\b/,
  farewell: /\b(adios|hasta (luego|pronto|manana)|me voy|bye|goodbye|see you|good night)\b/,
  thanks: /\b(gracias|thanks|thank you)\b/,
  aboutMe:
    /\b(tu|te gusta|te dedicas|eres|vives|you|your|yourself)\b.*\?|^(cuentame|hablame|tell me) (de|sobre|about) (ti|you)/,
  sad: /\b(triste|horrible|fatal|cansad[oa]|agotad[oa]|mal dia|sad|awful|terrible|tired|exhausted|bad day|lonely|sol[oa])\b/,
  remember: /\b(recuerdas|acuerdas|te dije|remember|i told you)\b/,
}
