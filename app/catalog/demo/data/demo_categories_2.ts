import type { DemoCategory } from '#catalog/types/demo'

export const DEMO_CATEGORIES_2: DemoCategory[] = [
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
