import type { DemoCategory } from '#catalog/types/demo'

export const DEMO_CATEGORIES_1: DemoCategory[] = [
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
]
