/* What an age belongs to, as data (docs/safety.md, "Ages"). */

// prettier-ignore
export const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16,
  seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50,
  cero: 0, un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7,
  ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15,
  dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19, veinte: 20, treinta: 30,
  cuarenta: 40, cincuenta: 50, xii: 12, xiii: 13, xiv: 14, xv: 15, xvi: 16, xvii: 17,
}

/** Ordinals, for school years ("sixth grade", "sexto de primaria", "1º de la ESO"). */
// prettier-ignore
export const ORDINALS = [
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth',
  'eleventh', 'twelfth', 'primero', 'primer', 'primera', 'segundo', 'segunda', 'tercero', 'tercer',
  'tercera', 'cuarto', 'cuarta', 'quinto', 'quinta', 'sexto', 'sexta', 'septimo', 'septima',
  'octavo', 'octava',
]
export const GRADE_WORDS = ['grade', 'grader', 'graders', 'grado', 'curso', 'year']

/** Words after the number that make it an age: "15 years old", "15 añitos". */
// prettier-ignore
export const AGE_WORDS_AFTER = [
  'years old', 'year old', 'yrs old', 'yr old', 'yo', 'years of age', 'anos', 'ano', 'anitos',
  'anos de edad', 'months old', 'month old', 'meses', 'summers', 'primaveras', 'cumplidos',
  'veranos', 'years young', 'going on', 'yrs', 'yr', 'abriles', 'tacos', 'castanas', 'and a half',
  'y medio', 'y pico', 'th birthday', 'st birthday', 'nd birthday', 'rd birthday', 'birthday',
]
/** Words before the number that make it an age: "aged 15", "cumple 15", "turned 15". */
// prettier-ignore
export const AGE_WORDS_BEFORE = [
  'aged', 'age', 'ages', 'edad', 'edad de', 'cumple', 'cumplo', 'cumplio', 'cumplir', 'cumplira',
  'cumpliendo', 'cumpli', 'cumplia', 'turned', 'turns', 'turning', 'turn', 'a los', 'at age',
  'at the age of', 'a la edad de', 'con', 'de', 'of', 'at', 'fiesta de', 'cumpleanos numero',
  'look', 'looks', 'looking', 'aparenta', 'aparentar', 'parece', 'parecer', 'seems', 'appears',
]
/** Between a girl or boy and a bare number: "girl about 12", "una chica como 13". */
export const APPROXIMATELY = [
  'about',
  'around',
  'like',
  'maybe',
  'roughly',
  'approx',
  'aprox',
  'unos',
  'unas',
  'como',
  'casi',
  'almost',
  'nearly',
]
/** Verbs that state an age with a bare number: "she is 15", "tiene 15". */
// prettier-ignore
export const PRESENT_BE = ['is', 'am', 'are', 'be', 'tengo', 'tiene', 'tienes', 'tenemos', 'tienen', 'tendra', 'now', 'just']
export const PAST_BE = ['was', 'were', 'tenia', 'tenias', 'tuvo', 'tuve', 'era', 'eras', 'fue']

/** What may follow a bare stated age ("she is 15 now", "tiene 15 y…"): else it counts something. */
// prettier-ignore
export const AFTER_BARE_AGE = [
  'now', 'already', 'today', 'yet', 'and', 'but', 'so', 'or', 'y', 'o', 'pero', 'ya', 'recien',
  'years', 'this', 'next', 'este', 'hoy', 'ahora', 'only', 'solo', 'just', 'todavia', 'aun',
  'then', 'entonces', 'in', 'en', 'here', 'aqui', 'ok', 'okay', 'vale', 'years', 'anos', 'when', 'cuando', 'right', 'lol', 'jaja', 'haha', 'too', 'tambien', 'i',
  'yo', 'she', 'he', 'ella', 'anyway', 'btw',
]

/** A span of time right before the number: "for 15 years", "hace 12 años", "llevo 15 años". */
// prettier-ignore
export const SPAN_BEFORE = [
  'trabaje', 'vivi', 'estuve', 'pase', 'worked', 'lived', 'spent', 'stayed', 'served', 'waited',
  'studied', 'estudie', 'espere', 'duro', 'lasted', 'took', 'tarde', 'dure', 'jugue', 'played',
  'for', 'hace', 'llevo', 'llevas', 'lleva', 'llevamos', 'llevan', 'llevaba', 'durante', 'within',
  'dentro de', 'after', 'tras', 'every', 'cada', 'since', 'desde', 'past', 'last', 'next', 'over',
  'in', 'en', 'los ultimos', 'los proximos', 'the last', 'the past', 'the next',
]
/** A span of time right after the number's age word: "15 years ago", "12 años de experiencia". */
// prettier-ignore
export const SPAN_AFTER = [
  'into', 'de casada', 'de casado', 'clean', 'limpio', 'limpia', 'pregnant', 'embarazada', 'late',
  'ahead', 'behind', 'tarde', 'de retraso', 'libres', 'free', 'off', 'left', 'more', 'old now',
  'ago', 'later', 'before', 'after', 'atras', 'despues', 'antes', 'de experiencia', 'experience',
  'of experience', 'de casados', 'married', 'of marriage', 'de matrimonio', 'together', 'juntos',
  'juntas', 'trabajando', 'working', 'viviendo', 'living', 'de garantia', 'warranty',
  'de antiguedad', 'sober', 'sobrio', 'sobria', 'seguidos', 'running', 'in a row', 'de carrera',
  'of service', 'de servicio', 'de historia', 'of history', 'de relacion', 'relationship',
  'dating', 'saliendo', 'from now', 'desde ahora', 'of work', 'de trabajo', 'straight', 'in business', 'abierto', 'open', 'since',
  'desde que', 'hasta', 'until', 'more', 'mas', 'contract', 'de contrato', 'de hipoteca',
  'mortgage', 'de prision', 'in prison', 'sentence', 'de condena', 'de vida', 'of life',
  'estudiando', 'studying', 'esperando', 'waiting', 'entrenando', 'training', 'ahorrando',
  'saving', 'preparando', 'opositando', 'luchando', 'aguantando', 'intentando', 'trying',
  'de novios', 'casados', 'casadas', 'tirados', 'tiradas', 'perdidos', 'perdidas', 'wasted',
]
/** After "at"/"a las": a time, price or size, not an age ("at 15:00", "at 5 pm"). */
// prettier-ignore
export const UNITS_AFTER = [
  'minutes', 'minute', 'min', 'mins', 'minutos', 'hours', 'hour', 'h', 'horas', 'hora', 'days',
  'day', 'dias', 'dia', 'weeks', 'week', 'semanas', 'semana', 'pm', 'am', 'cm', 'mm', 'm', 'km',
  'kg', 'kilos', 'g', 'lbs', 'pounds', 'euros', 'euro', 'eur', 'dollars', 'dollar', 'usd',
  'points', 'puntos', 'percent', 'por', 'inches', 'pulgadas', 'feet', 'ft', 'metros', 'meters',
  'litros', 'liters', 'veces', 'times', 'oclock', 'o', 'clock', 'sec', 'seconds', 'segundos',
  'mb', 'gb', 'x', 'de', 'del', 'la', 'las', 'people', 'personas', 'friends', 'amigos', 'cats',
  'dogs', 'gatos', 'perros', 'euros', 'mil', 'k', 'horses', 'kids', 'hijos', 'children',
  'st', 'nd', 'rd', 'th', 'degrees', 'grados', 'mph', 'kmh', 'hrs', 'bucks', 'pavos', 'min',
  'mins', 'points', 'goals', 'goles', 'pages', 'paginas', 'items', 'things', 'cosas', 'of', 'out',
  'stars', 'estrellas', 'sizes', 'size', 'tallas', 'talla',
]

/** Things whose age is no person's: pets, vehicles, drinks, buildings, objects, ventures. */
// prettier-ignore
export const THING_NOUNS = [
  'vaca', 'cow', 'oveja', 'sheep', 'goat', 'cerdo', 'pig', 'burro', 'donkey', 'gallina', 'hen',
  'potro', 'ternero', 'calf', 'cordero', 'lamb', 'cachorro', 'cachorra', 'foal', 'dog', 'dogs', 'puppy', 'cat', 'cats', 'kitten', 'perro', 'perros', 'perra', 'perrito',
  'perrita', 'gato', 'gatos', 'gata', 'gatito', 'gatita', 'mascota', 'pet', 'horse', 'caballo',
  'yegua', 'fish', 'pez', 'bird', 'pajaro', 'hamster', 'parrot', 'loro', 'tortuga', 'turtle',
  'conejo', 'rabbit', 'car', 'coche', 'carro', 'auto', 'moto', 'motorbike', 'bike', 'bici',
  'bicicleta', 'truck', 'camion', 'van', 'furgoneta', 'whisky', 'whiskey', 'scotch', 'wine',
  'vino', 'rum', 'ron', 'tequila', 'cognac', 'brandy', 'cheese', 'queso', 'jamon', 'ham', 'beer',
  'cerveza', 'bourbon', 'oporto', 'bottle', 'botella', 'barrica', 'barrel', 'barrels', 'house',
  'casa', 'home', 'building', 'edificio', 'apartment', 'piso', 'flat', 'church', 'iglesia',
  'castle', 'castillo', 'bridge', 'puente', 'tree', 'arbol', 'company', 'empresa', 'business',
  'negocio', 'restaurant', 'restaurante', 'bar', 'shop', 'tienda', 'brand', 'marca', 'club',
  'team', 'equipo', 'band', 'banda', 'blog', 'channel', 'canal', 'account', 'cuenta', 'website',
  'web', 'laptop', 'portatil', 'computer', 'ordenador', 'pc', 'phone', 'telefono', 'movil',
  'iphone', 'tv', 'tele', 'watch', 'reloj', 'camera', 'camara', 'guitar', 'guitarra', 'piano',
  'sofa', 'couch', 'mattress', 'colchon', 'shoes', 'zapatos', 'jacket', 'chaqueta', 'jeans',
  'vaqueros', 'plant', 'planta', 'bonsai', 'marriage', 'matrimonio', 'relationship', 'relacion',
  'friendship', 'amistad', 'contract', 'contrato', 'mortgage', 'hipoteca', 'loan', 'prestamo',
  'song', 'cancion', 'album', 'movie', 'pelicula', 'film', 'series', 'serie', 'game', 'juego',
  'book', 'libro', 'tradition', 'tradicion', 'recipe',
  'receta', 'its', 'tattoo', 'tatuaje', 'boiler', 'caldera', 'roof', 'tejado', 'kitchen', 'cocina',
  'fridge', 'nevera', 'lavadora', 'printer', 'impresora', 'wood', 'madera', 'oak', 'roble',
  'vinyl', 'vinilo', 'record', 'disco', 'tablet', 'console', 'consola', 'engine', 'motor',
  'tires', 'ruedas', 'boat', 'barco', 'plane', 'avion', 'garden', 'jardin', 'door', 'puerta',
  'software', 'app', 'server', 'servidor', 'code', 'codigo', 'habit', 'bottled', 'embotellado',
  'reserva', 'gran reserva', 'cask', 'malt', 'single malt', 'port', 'sherry', 'rioja', 'ribera',
  'vintage', 'anejo', 'cabernet', 'tempranillo', 'bourbon', 'coat', 'abrigo', 'bag', 'bolso',
  'sweater', 'jersey', 'ring', 'anillo', 'necklace', 'collar', 'shirt', 'camiseta', 'mac',
  'macbook', 'samsung', 'xbox', 'playstation', 'ps4', 'switch', 'router', 'furniture', 'muebles',
  'mesa', 'table', 'chair', 'silla', 'bed', 'cama', 'organization', 'organizacion', 'startup',
  'firma', 'firm', 'school', 'escuela', 'colegio', 'hospital', 'museum', 'museo', 'city',
  'ciudad', 'town', 'pueblo', 'country', 'pais', 'project', 'proyecto', 'podcast', 'show',
  'programa', 'newsletter', 'novela', 'novel', 'painting', 'cuadro', 'sculpture', 'escultura',
  'stamp', 'sello', 'coin', 'moneda', 'pipe', 'cigar', 'puro', 'vinagre', 'vinegar', 'tree',
  'olivo', 'olive', 'vine', 'vid', 'vinedo', 'vineyard', 'canario', 'iguana', 'snake', 'serpiente',
  'hurón', 'huron', 'ferret', 'pony', 'poni', 'goldfish', 'golden', 'labrador', 'chihuahua',
  'bulldog', 'beagle', 'mustang', 'honda', 'vespa', 'toyota', 'ford', 'bmw', 'audi', 'mercedes',
  'volkswagen', 'vw', 'fiat', 'renault', 'peugeot', 'tesla', 'jeep', 'yamaha', 'harley', 'ferrari',
  'porsche', 'volvo', 'kia', 'hyundai', 'nissan', 'opel', 'citroen', 'skoda', 'mazda', 'chevy',
  'office', 'oficina', 'scooter', 'patinete', 'sedan', 'pickup', 'corolla', 'civic', 'golf', 'caniche', 'poodle', 'husky', 'pug', 'teckel', 'yorkshire', 'mastin',
]

/** People: the number's owner is a person ("a girl of 15", "ella tiene 15"). */
// prettier-ignore
export const PERSON_WORDS = [
  'i', 'me', 'you', 'u', 'she', 'he', 'her', 'him', 'they', 'we', 'yo', 'tu', 'usted', 'ella',
  'ellas', 'ellos', 'nosotros', 'nosotras', 'girl', 'girls', 'boy', 'boys', 'woman', 'lady',
  'chica', 'chicas', 'chico', 'chicos', 'muchacha', 'muchacho', 'student', 'students',
  'estudiante', 'alumna', 'alumno', 'alumnas', 'alumnos', 'pupil', 'friend', 'amiga', 'amigo',
  'neighbor', 'neighbour', 'vecina', 'vecino', 'vecinita', 'model', 'modelo', 'character',
  'personaje', 'babysitter', 'niñera', 'cheerleader', 'animadora', 'virgin', 'virgen', 'body',
  'cuerpo', 'daughter', 'son', 'hija', 'hijo', 'sister', 'brother', 'hermana', 'hermano',
  'cousin', 'prima', 'primo', 'niece', 'nephew', 'sobrina', 'sobrino', 'nieta', 'nieto',
  'stepdaughter', 'stepson', 'hijastra', 'hijastro', 'stepsister', 'stepbrother', 'hermanastra',
  'hermanastro', 'tutor', 'profe', 'tio', 'tia', 'uncle', 'aunt', 'person', 'persona', 'bride', 'novia',
  'novio', 'wife', 'esposa', 'husband', 'marido',
]

/** Family words that, after "my"/"mi", make a minor the user's own family (not refused in chat). */
// prettier-ignore
export const FAMILY_WORDS = [
  'son', 'sons', 'daughter', 'daughters', 'kid', 'kids', 'child', 'children', 'boy', 'boys',
  'niece', 'nieces', 'nephew', 'nephews', 'grandson', 'granddaughter', 'grandchild',
  'grandchildren', 'grandkids', 'stepson', 'stepdaughter', 'brother', 'sister', 'brothers',
  'sisters', 'cousin', 'cousins', 'mom', 'mum', 'mother', 'dad', 'father', 'parents', 'baby',
  'twins', 'hijo', 'hija', 'hijos', 'hijas', 'hijastro', 'hijastra', 'nieto', 'nieta', 'nietos',
  'nietas', 'sobrino', 'sobrina', 'sobrinos', 'sobrinas', 'hermano', 'hermana', 'hermanos',
  'hermanas', 'hermanito', 'hermanita', 'primo', 'prima', 'primos', 'primas', 'peque', 'peques',
  'madre', 'padre', 'mama', 'papa', 'nino', 'nina', 'gemelos', 'mellizos', 'ninos', 'ninas', 'family', 'familia',
  'little one', 'little ones', 'students', 'stepsister', 'stepbrother', 'hermanastra',
  'hermanastro', 'youngest', 'oldest', 'eldest', 'pequeno', 'pequena', 'mayor',
]
export const POSSESSIVES = [
  'my',
  'our',
  'your',
  'tu',
  'tus',
  'mi',
  'mis',
  'nuestro',
  'nuestra',
  'nuestros',
  'nuestras',
]

/** Around "at N": a time, not an age ("I finish work at 5", "we meet at 8", "at 5 tomorrow"). */
// prettier-ignore
export const TIME_WORDS = [
  'finish', 'finishes', 'start', 'starts', 'begin', 'begins', 'meet', 'see', 'wake', 'leave',
  'arrive', 'open', 'opens', 'close', 'closes', 'come', 'back', 'home', 'up', 'call', 'pick',
  'dinner', 'lunch', 'breakfast', 'class', 'work', 'train', 'flight', 'bus', 'appointment',
  'show', 'movie', 'game', 'party', 'gym', 'tomorrow', 'today', 'tonight', 'sharp', 'morning',
  'evening', 'night', 'afternoon', 'sleep', 'bed', 'alarm', 'shift', 'off', 'ends', 'end',
  'lands', 'departs', 'leaves', 'get', 'done', 'ready', 'there', 'until', 'till', 'by', 'o',
]
/** A subject that is no person before a bare number ("it is 5", "the score was 3"). */
// prettier-ignore
export const NOT_PERSON_SUBJECTS = [
  'it', 'this', 'that', 'which', 'what', 'there', 'number', 'score', 'price', 'total', 'time',
  'rating', 'level', 'size', 'result', 'answer', 'count', 'temperature', 'esto', 'eso', 'precio',
  'numero', 'nota', 'talla', 'total', 'resultado', 'hora', 'nivel', 'puntuacion',
]

/** Things that may be "he"/"she": pets, horses, vehicles, boats ("my car Betty, she is 12"). */
// prettier-ignore
export const ANIMATE_THINGS = [
  'dog', 'dogs', 'puppy', 'cat', 'cats', 'kitten', 'perro', 'perra', 'perrito', 'perrita', 'gato',
  'gata', 'gatito', 'gatita', 'mascota', 'pet', 'horse', 'caballo', 'yegua', 'pony', 'poni',
  'parrot', 'loro', 'bird', 'pajaro', 'canario', 'hamster', 'rabbit', 'conejo', 'tortuga',
  'turtle', 'fish', 'pez', 'ferret', 'huron', 'iguana', 'snake', 'serpiente', 'car', 'coche',
  'carro', 'auto', 'moto', 'motorbike', 'bike', 'truck', 'van', 'boat', 'barco', 'scooter',
  'labrador', 'chihuahua', 'bulldog', 'beagle', 'caniche', 'poodle', 'husky', 'pug', 'teckel',
  'golden', 'mastin', 'yorkshire', 'mustang', 'vespa',
]

/** Colloquial Spanish for a girl or boy ("una nena de 10", "un chaval de 14"): a person's age. */
// prettier-ignore
export const COLLOQUIAL_KIDS = [
  'nena', 'nenas', 'nene', 'nenes', 'nenito', 'chaval', 'chavala', 'chavales', 'chavalas',
  'chavalin', 'chavalina', 'chavalines', 'cria', 'crias', 'crio', 'crios', 'chiquillo',
  'chiquillos', 'chiquita', 'chiquito', 'chiquitas', 'chiquitos', 'chiquitina', 'chiquitin',
  'piba', 'pibas', 'pibe', 'pibes', 'chamaca', 'chamaco', 'chamacas', 'chamacos', 'chamaquita',
  'chamaquito', 'escuincla', 'escuincle', 'escuincles', 'mocosa', 'mocoso', 'mocosas', 'mocosos',
  'zagala', 'zagal', 'zagales', 'chiquilina', 'chiquilin', 'guagua', 'guaguas', 'gurisa', 'guri',
  'gurises', 'botija', 'cipota', 'cipote', 'patoja', 'patojo', 'carajita', 'carajito', 'chama',
  'chamo', 'rapaza', 'rapaz', 'chavea', 'pequenaja', 'pequenajo', 'morrita', 'morrito', 'huerca',
  'huerco', 'culicagada', 'culicagado', 'peladita', 'peladito', 'enana', 'enano', 'renacuaja',
  'renacuajo', 'churumbel', 'cabro', 'chinita', 'pelao', 'pelaito', 'bebota',
]
