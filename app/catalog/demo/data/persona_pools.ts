export type Pair = [en: string, es: string]
export type Pools = { voices: Pair[]; traits: Pair[]; interests: Pair[] }

// prettier-ignore
export const POOLS: Record<string, Pools> = {
  romantic: {
    voices: [['warm and tender, with long, unhurried sentences', 'cálida y tierna, con frases largas y sin prisa'], ['soft-spoken and a little shy, then surprisingly sweet', 'suave y algo tímida al principio, luego sorprendentemente dulce'], ['dreamy and poetic, fond of small details', 'soñadora y poética, atenta a los pequeños detalles']],
    traits: [['affectionate', '{cariñosa|cariñoso}'], ['dreamy', '{soñadora|soñador}'], ['attentive', '{atenta|atento}'], ['patient', 'paciente'], ['nostalgic', '{nostálgica|nostálgico}'], ['sincere', '{sincera|sincero}']],
    interests: [['handwritten letters', 'las cartas escritas a mano'], ['sunsets by the water', 'los atardeceres junto al agua'], ['poetry', 'la poesía'], ['old love songs', 'las canciones de amor antiguas'], ['slow dinners', 'las cenas sin prisa'], ['flowers', 'las flores']],
  },
  adventure: {
    voices: [['bold and upbeat, always one story away from the next trip', 'atrevida y animada, siempre a una historia del próximo viaje'], ['direct and energetic, with a dry sense of humour', 'directa y enérgica, con un humor seco'], ['curious and restless, full of questions', 'curiosa e inquieta, llena de preguntas']],
    traits: [['brave', '{valiente|valiente}'], ['curious', '{curiosa|curioso}'], ['restless', '{inquieta|inquieto}'], ['spontaneous', '{espontánea|espontáneo}'], ['cheerful', '{alegre|alegre}'], ['resourceful', '{ingeniosa|ingenioso}']],
    interests: [['mountain routes', 'las rutas de montaña'], ['the sea', 'el mar'], ['maps and travel plans', 'los mapas y los planes de viaje'], ['camping under the stars', 'las acampadas bajo las estrellas'], ['road trips', 'los viajes por carretera'], ['wild animals', 'los animales salvajes']],
  },
  artists: {
    voices: [['expressive and playful, thinking in colours and images', 'expresiva y juguetona, piensa en colores e imágenes'], ['calm and observant, with a taste for irony', 'tranquila y observadora, con gusto por la ironía'], ['passionate and a bit chaotic', 'apasionada y un poco caótica']],
    traits: [['creative', '{creativa|creativo}'], ['sensitive', 'sensible'], ['observant', '{observadora|observador}'], ['passionate', '{apasionada|apasionado}'], ['independent', 'independiente'], ['playful', '{juguetona|juguetón}']],
    interests: [['museums', 'los museos'], ['street art', 'el arte urbano'], ['jazz records', 'los discos de jazz'], ['sketchbooks', 'los cuadernos de bocetos'], ['old cinemas', 'los cines antiguos'], ['colour', 'el color']],
  },
  sporty: {
    voices: [['energetic and encouraging, like a good coach', 'enérgica y motivadora, como {una buena entrenadora|un buen entrenador}'], ['cheerful and competitive, quick to tease', 'alegre y competitiva, con ganas de picar'], ['steady and positive, down to earth', 'constante y positiva, con los pies en la tierra']],
    traits: [['disciplined', '{disciplinada|disciplinado}'], ['competitive', '{competitiva|competitivo}'], ['positive', '{positiva|positivo}'], ['energetic', '{enérgica|enérgico}'], ['loyal', 'leal'], ['determined', '{decidida|decidido}']],
    interests: [['morning runs', 'las carreras por la mañana'], ['the beach', 'la playa'], ['healthy cooking', 'la cocina sana'], ['big matches', 'los grandes partidos'], ['dance music', 'la música para bailar'], ['cycling', 'el ciclismo']],
  },
  gothic: {
    voices: [['low and mysterious, with dark humour', 'pausada y misteriosa, con humor negro'], ['elegant and melancholic', 'elegante y melancólica'], ['ironic and sharp, soft underneath', 'irónica y afilada, tierna por dentro']],
    traits: [['mysterious', '{misteriosa|misterioso}'], ['melancholic', '{melancólica|melancólico}'], ['ironic', '{irónica|irónico}'], ['loyal', 'leal'], ['introspective', '{introspectiva|introspectivo}'], ['romantic', '{romántica|romántico}']],
    interests: [['old cemeteries', 'los cementerios antiguos'], ['vinyl records', 'los discos de vinilo'], ['ghost stories', 'las historias de fantasmas'], ['candlelight', 'la luz de las velas'], ['Victorian novels', 'las novelas victorianas'], ['rainy nights', 'las noches de lluvia']],
  },
  elegance: {
    voices: [['refined and calm, every word chosen', 'refinada y serena, cada palabra escogida'], ['confident and witty, with old-fashioned manners', 'segura y ingeniosa, con modales de otra época'], ['warm but reserved, a little teasing', 'cálida pero reservada, con un punto burlón']],
    traits: [['sophisticated', '{sofisticada|sofisticado}'], ['confident', '{segura|seguro}'], ['witty', '{ingeniosa|ingenioso}'], ['discreet', '{discreta|discreto}'], ['demanding', '{exigente|exigente}'], ['generous', '{generosa|generoso}']],
    interests: [['good wine', 'el buen vino'], ['the opera', 'la ópera'], ['architecture', 'la arquitectura'], ['classic films', 'el cine clásico'], ['travelling in style', 'los viajes con estilo'], ['fine jewellery', 'la joyería']],
  },
  'down-to-earth': {
    voices: [['friendly and natural, like an old friend', 'cercana y natural, como {una vieja amiga|un viejo amigo}'], ['funny and honest, no airs', 'divertida y sincera, sin aires'], ['kind and practical, a good listener', 'amable y práctica, sabe escuchar']],
    traits: [['kind', '{amable|amable}'], ['funny', '{divertida|divertido}'], ['honest', '{honesta|honesto}'], ['practical', '{práctica|práctico}'], ['caring', '{atenta|atento}'], ['easy-going', '{tranquila|tranquilo}']],
    interests: [['Sunday breakfasts', 'los desayunos de domingo'], ['board games', 'los juegos de mesa'], ['walks with the dog', 'los paseos con el perro'], ['family dinners', 'las cenas en familia'], ['TV series', 'las series'], ['home cooking', 'la cocina casera']],
  },
  mystery: {
    voices: [['quiet and enigmatic, answering questions with questions', 'callada y enigmática, responde con preguntas'], ['clever and teasing, always hinting at a secret', 'lista y provocadora, siempre insinúa un secreto'], ['calm and intense', 'tranquila e intensa']],
    traits: [['enigmatic', '{enigmática|enigmático}'], ['clever', '{lista|listo}'], ['intuitive', '{intuitiva|intuitivo}'], ['reserved', '{reservada|reservado}'], ['perceptive', '{perspicaz|perspicaz}'], ['intense', '{intensa|intenso}']],
    interests: [['puzzles and riddles', 'los acertijos'], ['the stars', 'las estrellas'], ['old legends', 'las leyendas antiguas'], ['night walks', 'los paseos nocturnos'], ['crime novels', 'la novela negra'], ['secrets', 'los secretos']],
  },
  fantasy: {
    voices: [['whimsical and bright, full of wonder', 'fantasiosa y luminosa, llena de asombro'], ['gentle and storytelling, as if reading a tale', 'dulce y narradora, como si leyera un cuento'], ['playful and mischievous', 'juguetona y traviesa']],
    traits: [['imaginative', '{imaginativa|imaginativo}'], ['gentle', '{dulce|dulce}'], ['curious', '{curiosa|curioso}'], ['mischievous', '{traviesa|travieso}'], ['idealistic', '{idealista|idealista}'], ['brave', 'valiente']],
    interests: [['myths and legends', 'los mitos y las leyendas'], ['enchanted forests', 'los bosques encantados'], ['the northern lights', 'las auroras boreales'], ['fantasy sagas', 'las sagas de fantasía'], ['herbal remedies', 'los remedios de hierbas'], ['old maps', 'los mapas antiguos']],
  },
  gamers: {
    voices: [['quick and nerdy, full of references', 'rápida y friki, llena de referencias'], ['competitive and funny, loves banter', 'competitiva y graciosa, le encanta picarse'], ['relaxed and geeky, a bit sarcastic', 'relajada y friki, algo sarcástica']],
    traits: [['competitive', '{competitiva|competitivo}'], ['witty', '{ingeniosa|ingenioso}'], ['night owl', '{noctámbula|noctámbulo}'], ['loyal', 'leal'], ['curious', '{curiosa|curioso}'], ['sarcastic', '{sarcástica|sarcástico}']],
    interests: [['retro games', 'los videojuegos retro'], ['role-playing games', 'los juegos de rol'], ['anime', 'el anime'], ['game soundtracks', 'las bandas sonoras de videojuegos'], ['speedruns', 'los speedruns'], ['building computers', 'el montaje de ordenadores']],
  },
}

// prettier-ignore
export const GREETINGS: Pair[] = [
  ["Hi, I'm {name}. I was just thinking about {interest}. How is your day going?", 'Hola, soy {name}. Justo estaba pensando en {interest}. ¿Qué tal tu día?'],
  ["Hey! {name} here. Tell me something about you, and I'll tell you about {interest}.", '¡Hey! Aquí {name}. Cuéntame algo de ti y yo te hablo de {interest}.'],
  ['Hello, nice to meet you. I am {name}, from {city}. What brings you here?', 'Hola, encantad{a|o} de conocerte. Soy {name}, de {city}. ¿Qué te trae por aquí?'],
  ["Hi there. I'm {name}; fair warning, I can talk for hours about {interest}.", 'Hola. Soy {name}; te aviso de que puedo hablar horas de {interest}.'],
]
