import type { Theme } from '#catalog/services/demo/scene_art'

/**
 * The demo categories, each with six lines that describe its characters.
 * `{female|male}` picks the form that agrees with the character (Spanish
 * adjectives, English pronouns).
 */
export type DemoCategory = {
  slug: string
  theme: Theme
  name: { en: string; es: string }
  description: { en: string; es: string }
  lines: Array<{ en: string; es: string }>
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    slug: 'romantic',
    theme: 'romantic',
    name: { en: 'Romantic souls', es: 'Almas románticas' },
    description: {
      en: 'Tender, attentive characters who love long conversations, handwritten notes and evenings without a clock.',
      es: 'Personajes tiernos y atentos a los que les encantan las conversaciones largas, las notas escritas a mano y las tardes sin reloj.',
    },
    lines: [
      {
        en: '{She|He} believes the best plans are long conversations and slow evenings.',
        es: 'Cree que los mejores planes son las conversaciones largas y las tardes sin prisa.',
      },
      {
        en: '{She|He} remembers every little detail you tell {her|him}.',
        es: 'Recuerda cada pequeño detalle que le cuentas.',
      },
      {
        en: 'A hopeless romantic who still buys flowers for no reason.',
        es: '{Romántica empedernida|Romántico empedernido}, todavía regala flores sin motivo.',
      },
      {
        en: '{Her|His} idea of a perfect date is a rooftop dinner above a city full of lights.',
        es: 'Su cita perfecta es una cena en una azotea con toda la ciudad iluminada.',
      },
      {
        en: '{She|He} writes poems in the margins of {her|his} notebooks.',
        es: 'Escribe poemas en los márgenes de sus cuadernos.',
      },
      {
        en: 'Sweet, attentive and a little shy at first.',
        es: '{Dulce, atenta y algo tímida|Dulce, atento y algo tímido} al principio.',
      },
    ],
  },
  {
    slug: 'adventure',
    theme: 'adventure',
    name: { en: 'Adventure seekers', es: 'Espíritu aventurero' },
    description: {
      en: 'Travellers, climbers and explorers with a bag always packed and a story from every corner of the map.',
      es: 'Viajeros, escaladores y exploradores con la mochila siempre hecha y una historia de cada rincón del mapa.',
    },
    lines: [
      {
        en: '{She|He} always has a backpack ready and a new destination in mind.',
        es: 'Siempre tiene la mochila preparada y un nuevo destino en mente.',
      },
      {
        en: 'Ask {her|him} about the night {she|he} slept under the stars in the desert.',
        es: 'Pregúntale por la noche que durmió bajo las estrellas en el desierto.',
      },
      {
        en: 'Fearless, curious and impossible to bore.',
        es: '{Valiente, curiosa e imposible de aburrir|Valiente, curioso e imposible de aburrir}.',
      },
      {
        en: '{She|He} keeps a map of every place {she|he} has visited.',
        es: 'Guarda un mapa de cada lugar que ha visitado.',
      },
      {
        en: 'For {her|him}, the best stories begin where the road ends.',
        es: 'Para {ella|él}, las mejores historias empiezan donde termina el camino.',
      },
      {
        en: '{She|He} will talk you into trying something new.',
        es: 'Te convencerá para probar algo nuevo.',
      },
    ],
  },
  {
    slug: 'artists',
    theme: 'artistic',
    name: { en: 'Artists', es: 'Artistas' },
    description: {
      en: 'Painters, musicians and designers who see the world in colours and turn every chat into something creative.',
      es: 'Pintores, músicos y diseñadores que ven el mundo en colores y convierten cada charla en algo creativo.',
    },
    lines: [
      {
        en: '{She|He} sees colours and shapes where others see nothing.',
        es: 'Ve colores y formas donde otros no ven nada.',
      },
      {
        en: '{Her|His} studio smells of coffee and paint.',
        es: 'Su estudio huele a café y a pintura.',
      },
      {
        en: 'Creative, passionate and a little chaotic.',
        es: '{Creativa, apasionada y un poco caótica|Creativo, apasionado y un poco caótico}.',
      },
      {
        en: '{She|He} loves talking about art, music and the films that changed {her|his} life.',
        es: 'Le encanta hablar de arte, de música y de las películas que le cambiaron la vida.',
      },
      {
        en: 'Every conversation with {her|him} feels like a new sketch.',
        es: 'Cada conversación con {ella|él} parece un boceto nuevo.',
      },
      {
        en: '{She|He} always has a project on the go that is almost finished.',
        es: 'Siempre tiene entre manos un proyecto que está casi terminado.',
      },
    ],
  },
  {
    slug: 'sporty',
    theme: 'sporty',
    name: { en: 'Sporty', es: 'Deportistas' },
    description: {
      en: 'Energetic, competitive and always on the move: characters who will cheer you on and challenge you.',
      es: 'Con energía de sobra, competitivos y siempre en movimiento: personajes que te animarán y te retarán.',
    },
    lines: [
      {
        en: 'Full of energy, {she|he} starts every day with a smile and a workout.',
        es: '{Llena|Lleno} de energía, empieza cada día con una sonrisa y un buen entrenamiento.',
      },
      {
        en: 'Competitive, but the first to celebrate your wins.',
        es: '{Competitiva, pero la primera|Competitivo, pero el primero} en celebrar tus victorias.',
      },
      {
        en: '{She|He} will motivate you to get off the sofa.',
        es: 'Te motivará para que te levantes del sofá.',
      },
      {
        en: '{She|He} believes a good playlist can win any race.',
        es: 'Cree que una buena lista de canciones puede ganar cualquier carrera.',
      },
      {
        en: 'Disciplined during the week, spontaneous at weekends.',
        es: '{Disciplinada entre semana y espontánea|Disciplinado entre semana y espontáneo} los fines de semana.',
      },
      {
        en: 'After training, {she|he} loves a long chat and a big breakfast.',
        es: 'Después de entrenar le encantan una buena charla y un desayuno abundante.',
      },
    ],
  },
  {
    slug: 'gothic',
    theme: 'gothic',
    name: { en: 'Gothic style', es: 'Estética gótica' },
    description: {
      en: 'Candlelight, dark velvet and black humour: characters with a taste for old legends and rainy nights.',
      es: 'Velas, terciopelo oscuro y humor negro: personajes con debilidad por las leyendas antiguas y las noches de lluvia.',
    },
    lines: [
      {
        en: '{She|He} prefers candlelight, rainy nights and old novels.',
        es: 'Prefiere la luz de las velas, las noches de lluvia y las novelas antiguas.',
      },
      { en: 'Dark in style, warm at heart.', es: 'De estética oscura y corazón cálido.' },
      {
        en: '{Her|His} sense of humour is as black as {her|his} wardrobe.',
        es: 'Su sentido del humor es tan negro como su armario.',
      },
      {
        en: '{She|He} knows every legend of {her|his} city.',
        es: 'Conoce todas las leyendas de su ciudad.',
      },
      {
        en: 'Mysterious at first, loyal forever.',
        es: '{Misteriosa|Misterioso} al principio, leal para siempre.',
      },
      {
        en: '{She|He} will recommend the best albums you have never heard.',
        es: 'Te recomendará los mejores discos que nunca has escuchado.',
      },
    ],
  },
  {
    slug: 'elegance',
    theme: 'elegant',
    name: { en: 'Elegance', es: 'Elegancia' },
    description: {
      en: 'Refined and discreet characters who enjoy good wine, fine music and conversations that last until late.',
      es: 'Personajes refinados y discretos que disfrutan del buen vino, la buena música y las conversaciones que duran hasta tarde.',
    },
    lines: [
      {
        en: 'Refined, discreet and always impeccably dressed.',
        es: '{Refinada, discreta y siempre impecable|Refinado, discreto y siempre impecable}.',
      },
      {
        en: '{She|He} appreciates a good conversation as much as a good wine.',
        es: 'Aprecia una buena conversación tanto como un buen vino.',
      },
      {
        en: '{She|He} knows the best table in every restaurant in town.',
        es: 'Conoce la mejor mesa de cada restaurante de la ciudad.',
      },
      {
        en: 'Calm, confident and with a subtle sense of humour.',
        es: '{Serena, segura de sí misma|Sereno, seguro de sí mismo} y con un humor sutil.',
      },
      {
        en: '{She|He} believes style is a way of saying who you are without a word.',
        es: 'Cree que el estilo es una forma de decir quién eres sin decir nada.',
      },
      {
        en: 'An evening with {her|him} always ends later than planned.',
        es: 'Una velada con {ella|él} siempre termina más tarde de lo previsto.',
      },
    ],
  },
  {
    slug: 'down-to-earth',
    theme: 'neighbour',
    name: { en: 'Down to earth', es: 'Naturales' },
    description: {
      en: 'Friendly, funny and easy to talk to: the kind of people you would love to have next door.',
      es: 'Simpáticos, divertidos y fáciles de tratar: esa gente que te encantaría tener en la puerta de al lado.',
    },
    lines: [
      {
        en: 'Friendly and easy-going, {she|he} makes you feel at home.',
        es: '{Simpática y tranquila|Simpático y tranquilo}, hace que te sientas como en casa.',
      },
      {
        en: '{She|He} always has a funny story about {her|his} day.',
        es: 'Siempre tiene una anécdota divertida de su día.',
      },
      {
        en: 'Honest, cheerful and a great listener.',
        es: '{Sincera, alegre y muy buena|Sincero, alegre y muy buen} oyente.',
      },
      {
        en: '{Her|His} favourite plan is a film, a blanket and good company.',
        es: 'Su plan favorito es una película, una manta y buena compañía.',
      },
      {
        en: '{She|He} laughs easily and never takes {herself|himself} too seriously.',
        es: 'Se ríe con facilidad y nunca se toma nada demasiado en serio.',
      },
      {
        en: 'The kind of person who remembers your birthday.',
        es: 'Es de esas personas que se acuerdan de tu cumpleaños.',
      },
    ],
  },
  {
    slug: 'mystery',
    theme: 'mystery',
    name: { en: 'Mystery', es: 'Misterio' },
    description: {
      en: 'Observant, enigmatic characters who reveal a little more of themselves in every conversation.',
      es: 'Personajes observadores y enigmáticos que desvelan un poco más de sí mismos en cada conversación.',
    },
    lines: [
      {
        en: '{She|He} answers questions with more questions.',
        es: 'Responde a las preguntas con más preguntas.',
      },
      {
        en: 'Nobody knows exactly what {she|he} does after midnight.',
        es: 'Nadie sabe exactamente qué hace después de medianoche.',
      },
      {
        en: 'Intriguing, observant and quietly charming.',
        es: '{Intrigante, observadora y discretamente encantadora|Intrigante, observador y discretamente encantador}.',
      },
      {
        en: '{She|He} collects secrets and keeps every one of them.',
        es: 'Colecciona secretos y los guarda todos.',
      },
      {
        en: 'Every conversation with {her|him} reveals something unexpected.',
        es: 'Cada conversación con {ella|él} revela algo inesperado.',
      },
      {
        en: '{She|He} notices what everyone else misses.',
        es: 'Se fija en todo lo que a los demás se les escapa.',
      },
    ],
  },
  {
    slug: 'fantasy',
    theme: 'fantasy',
    name: { en: 'Fantasy', es: 'Fantasía' },
    description: {
      en: 'Dreamers and storytellers inspired by myths, forests and faraway worlds, with a touch of magic.',
      es: 'Soñadores y cuentacuentos inspirados en mitos, bosques y mundos lejanos, con un toque de magia.',
    },
    lines: [
      {
        en: '{She|He} talks about other worlds as if {she|he} had been there.',
        es: 'Habla de otros mundos como si hubiera estado allí.',
      },
      {
        en: 'Dreamy, imaginative and full of stories.',
        es: '{Soñadora, imaginativa y llena|Soñador, imaginativo y lleno} de historias.',
      },
      {
        en: '{She|He} believes every forest hides a secret.',
        es: 'Cree que cada bosque esconde un secreto.',
      },
      {
        en: 'Ask {her|him} for a tale and {she|he} will make one up just for you.',
        es: 'Pídele un cuento y se inventará uno solo para ti.',
      },
      {
        en: 'Half poet, half explorer of the impossible.',
        es: 'Mitad poeta, mitad {exploradora|explorador} de lo imposible.',
      },
      {
        en: '{Her|His} favourite hour is the blue light just before dawn.',
        es: 'Su hora favorita es la luz azul justo antes del amanecer.',
      },
    ],
  },
  {
    slug: 'gamers',
    theme: 'gamer',
    name: { en: 'Gamers & geeks', es: 'Gamers y frikis' },
    description: {
      en: 'Players, streamers and creators who know every secret level and never say no to one more game.',
      es: 'Jugadores, streamers y creadores que conocen todos los niveles secretos y nunca dicen que no a otra partida.',
    },
    lines: [
      {
        en: '{She|He} knows every shortcut, secret level and easter egg.',
        es: 'Conoce todos los atajos, los niveles secretos y los huevos de pascua.',
      },
      {
        en: 'Competitive online, sweet offline.',
        es: '{Competitiva en línea y un encanto|Competitivo en línea y un encanto} fuera de ella.',
      },
      {
        en: '{She|He} will always challenge you to a rematch.',
        es: 'Siempre te retará a la revancha.',
      },
      {
        en: 'Geeky, witty and up to date with every release.',
        es: '{Friki, ingeniosa y al día|Friki, ingenioso y al día} de todos los lanzamientos.',
      },
      {
        en: '{Her|His} perfect evening: pizza, co-op games and good music.',
        es: 'Su noche perfecta: pizza, partidas cooperativas y buena música.',
      },
      {
        en: '{She|He} can talk for hours about the lore of {her|his} favourite saga.',
        es: 'Puede pasarse horas hablando de la historia de su saga favorita.',
      },
    ],
  },
]
