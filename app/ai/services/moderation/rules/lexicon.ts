/*
| The local moderator's words, as data (docs/safety.md explains each list). lowercase, no accents
| ("nina" is niña, "anos" is años), because texts are matched after normalize.ts folds them.
*/

/** Always a minor in a sexual frame: refused on every path. */
// prettier-ignore
export const CSAM_TERMS = [
  'loli', 'lolis', 'lolita', 'lolitas', 'lolicon', 'shota', 'shotacon', 'jailbait',
  'pedophile', 'pedophilia', 'pedofilo', 'pedofila', 'pedofilia', 'paedophile', 'paedo',
  'child porn', 'kiddie porn', 'kiddy porn', 'pthc', 'porno infantil', 'pornografia infantil',
  'cp porn', 'underage porn', 'teen porn', 'preteen porn', 'abuso infantil', 'child abuse',
  'grooming',
]

/** A minor, said plainly: refused in generation; in chat unless the user's own past or family. */
// prettier-ignore
export const MINOR_TERMS = [
  'underage', 'under age', 'underaged', 'preteen', 'preteens', 'pre teen', 'tween', 'tweens',
  'teen', 'teens', 'teenage', 'teenaged', 'teenager', 'teenagers', 'teenie', 'adolescent',
  'adolescents', 'adolescente', 'adolescentes', 'pubescent', 'prepubescent', 'prepuber',
  'prepuberal', 'puber', 'schoolgirl', 'schoolgirls', 'schoolboy', 'schoolboys', 'school girl',
  'school boy', 'colegiala', 'colegialas', 'colegial', 'colegiales', 'young girl', 'young girls',
  'young boy', 'young boys', 'little girl', 'little girls', 'little boy', 'little boys',
  'nina', 'ninas', 'nino', 'ninos', 'nina pequena', 'chiquilla', 'chiquillo', 'chiquillas',
  'menor de edad', 'menores de edad', 'quinceanera', 'quinceanero', 'jovencita',
  'jovencitas', 'jovencito', 'muchachita', 'muchachito', 'chavalita', 'chavalito', 'pibita',
  'nenita', 'ninita', 'ninito', 'minor girl', 'minor boy',
  'high school girl', 'high school girls', 'high school boy', 'high school boys', 'high school student', 'preadolescente', 'preadolescentes', 'de pequena', 'de pequeno', 'as a kid', 'as a child', 'menorcita', 'menorcito', 'de chiquita', 'de chiquito', 'de pequenita', 'de pequenito',
  'de peque', 'sweet sixteen', 'bar mitzvah', 'bat mitzvah', 'primera comunion', 'edad del pavo',
  'high schooler', 'middle schooler', 'grade schooler', 'schoolkid', 'schoolkids',
]

/** A child, said plainly: refused in generation; in chat only with sexual words or role-play. */
// prettier-ignore
export const CHILD_TERMS = [
  'child', 'children', 'kid', 'kids', 'kiddo', 'toddler', 'toddlers', 'infant', 'infants',
  'newborn', 'criatura', 'criaturas', 'peque', 'peques', 'chiquitin',
  'chiquitina', 'ninez',
]

/** "Under 18" said without a number of years: a minor. */
// prettier-ignore
export const UNDER_AGE_PHRASES = [
  'away from being legal', 'not old enough', 'not legal yet', 'no es mayor de edad',
  'no eres mayor de edad', 'no soy mayor de edad', 'a year and a half', 'ano y medio',
  'under 18', 'under eighteen', 'below 18', 'younger than 18', 'less than 18', 'not yet 18',
  'not 18 yet', 'not even 18', 'not 18', 'almost 18', 'nearly 18', 'menos de 18', 'menor de 18',
  'menores de 18', 'no ha cumplido 18', 'no ha cumplido los 18', 'sin cumplir 18',
  'sin cumplir los 18', 'aun no tiene 18', 'todavia no tiene 18', 'aun no cumple 18',
  'todavia no cumple 18', 'no tiene 18', 'casi 18', 'por debajo de 18', 'aun no ha cumplido 18',
]

/** School years and stages of a pupil (a teacher of them is an adult: see ADULT_ROLES). */
// prettier-ignore
export const SCHOOL_STAGES = [
  'middle school', 'junior high', 'elementary school', 'grade school', 'primary school',
  'kindergarten', 'preschool', 'pre school', 'nursery school', 'high school', 'highschool',
  'hs freshman', 'hs sophomore', 'grader', 'graders', 'primaria', 'secundaria', 'la eso',
  'bachillerato', 'insti', 'colegio', 'guarderia',
  'kinder', 'parvulario', 'preescolar',
  'en el instituto', 'del instituto', 'al instituto', 'de instituto', 'del cole', 'al cole', 'el cole', 'en el cole', 'la secu', 'a la secu', 'de secu', 'la prepa', 'de prepa', 'egb', 'school uniform', 'uniforme escolar', 'uniforme de colegio', 'secondary school',
]

/** Words that make a school word adult: staff, alumni, university. */
// prettier-ignore
export const ADULT_ROLES = [
  'piano', 'exam', 'examen', 'violin', 'karate', 'belt', 'certificate', 'antiguos', 'antiguas',
  'goethe', 'cervantes', 'british', 'council', 'frances',
  'carretera', 'via', 'calle', 'ruta', 'road', 'efectos', 'efecto', 'importancia', 'razon', 'papel',
  'personaje', 'actor', 'actriz', 'escolar', 'office', 'oficina', 'trabajo', 'work', 'works',
  'teacher', 'teachers', 'profesor', 'profesora', 'profesores', 'profe', 'maestro', 'maestra',
  'maestros', 'maestras', 'director', 'directora', 'principal', 'coach', 'entrenador',
  'entrenadora', 'nurse', 'enfermera', 'enfermero', 'counselor', 'orientador', 'orientadora',
  'librarian', 'bibliotecaria', 'bibliotecario', 'janitor', 'conserje', 'staff', 'secretary',
  'secretaria', 'reunion', 'diploma', 'graduated', 'graduate', 'graduation', 'graduacion',
  'graduada', 'graduado', 'alumni', 'exalumna', 'exalumno', 'egresada', 'egresado', 'mayor',
  'abogados', 'medicos', 'electoral', 'oficial', 'university', 'universidad', 'college',
  'colleague', 'sweetheart', 'tutor', 'tutora', 'parents', 'padres', 'mom', 'mother', 'madre',
  'dad', 'father', 'padre', 'driving', 'conducir', 'manejo', 'business', 'negocios', 'cocina',
  'idiomas', 'baile', 'dance', 'cooking', 'language', 'art', 'arte', 'yoga', 'music', 'musica',
  'design', 'diseno', 'law', 'medical', 'film', 'cine', 'old', 'teach', 'teaching', 'teaches', 'enseno', 'ensena', 'doy clases', 'belleza', 'investigacion', 'nacional', 'tecnologico', 'graduate school', 'grad school',
  'night school', 'summer school', 'adult', 'adults', 'adultos', 'adultas',
 
]

/** Sexual words: next to any minor reference they refuse everywhere. */
// prettier-ignore
export const SEXUAL_TERMS = [
  'sex', 'sext', 'sexting', 'sexted', 'virginity', 'virginidad', 'sexual', 'sexy', 'sexo', 'porn', 'porno', 'nude', 'nudes', 'naked', 'desnuda',
  'desnudo', 'desnudas', 'desnudos', 'desnudarse', 'desnudaba', 'desnudate', 'fuck', 'fucking',
  'follar', 'follando', 'folla', 'cock', 'dick', 'pussy', 'polla', 'cono', 'tits', 'boobs',
  'tetas', 'nipples', 'pezones', 'blowjob', 'mamada', 'cum', 'corrida', 'orgasm', 'orgasmo',
  'masturbate', 'masturbating', 'masturbarse', 'masturbaba', 'genitals', 'genitales', 'penis',
  'pene', 'vagina', 'anal', 'erotic', 'erotica', 'erotico', 'hardcore', 'xxx', 'horny',
  'cachonda', 'cachondo', 'lingerie', 'lenceria', 'panties', 'bragas', 'thong',
  'tanga', 'bikini', 'topless', 'undress', 'undressed', 'undressing', 'stripping',
  'striptease', 'seduce', 'seducing', 'seductive', 'seductora', 'seducir', 'sensual',
  'kissing', 'besar', 'besarla', 'besarte', 'touch me', 'tocarla',
  'tocarte', 'tocarme', 'make love', 'hacer el amor', 'bed with',
  'suck', 'chupar', 'lick', 'lamer', 'fetish', 'fetiche', 'bdsm', 'spank', 'azotes', 'onlyfans',
  'provocative', 'provocativa', 'provocativo', 'hot pics', 'fotos hot', 'sugar daddy',
  'intimate', 'virgin', 'virgen', 'pechos', 'breasts',
  'trasero', 'cuerpo desnudo', 'lust', 'lujuria', 'excita', 'excitada',
  'aroused', 'turned on', 'shower together', 'duchamos juntos', 'date me',
  'be my girlfriend',
  'rape', 'violar', 'violacion', 'abuse', 'abusar', 'molest', 'manosear',
]

/** Sexually explicit: fine in chat and photos of adults, refused in video prompts. */
// prettier-ignore
export const EXPLICIT_TERMS = [
  'porn', 'porno', 'nude', 'nudes', 'naked', 'sex', 'sexual', 'fuck', 'fucking', 'cock', 'dick',
  'pussy', 'blowjob', 'cum', 'orgasm', 'masturbate', 'masturbating', 'masturbation', 'tits',
  'boobs', 'nipple', 'nipples', 'genital', 'genitals', 'penis', 'vagina', 'anal', 'erotic',
  'hardcore', 'xxx', 'desnuda', 'desnudo', 'desnudas', 'desnudos', 'desnudez', 'sexo', 'follar',
  'follando', 'polla', 'cono', 'tetas', 'pezon', 'pezones', 'mamada', 'corrida', 'orgasmo',
  'masturbacion', 'masturbarse', 'pene', 'erotica', 'erotico', 'fully naked', 'totalmente desnuda',
]

/** Illegal or non-consensual acts: refused in everything users write. */
// prettier-ignore
export const ILLEGAL_TERMS = [
  'rape', 'raped', 'raping', 'rapist', 'non consensual', 'nonconsensual', 'without consent',
  'without her consent', 'without his consent', 'bestiality', 'zoophilia', 'incest',
  'necrophilia', 'revenge porn', 'sex trafficking', 'human trafficking', 'snuff', 'violacion',
  'violada', 'violado', 'violarla', 'violarte', 'violar', 'sin consentimiento',
  'sin su consentimiento', 'bestialismo', 'zoofilia', 'incesto', 'necrofilia',
  'trata de personas', 'porno vengativo', 'pornografia vengativa', 'drugged', 'drogada',
]

/** Phrases that hold a listed word but mean something harmless: read as blanks. */
// prettier-ignore
export const ALLOWED_PHRASES = [
  'fenomeno de el nino', 'fenomeno del nino', 'fenomeno el nino', 'efecto el nino', 'el nino y la nina',
  'corriente de el nino', 'low teens', 'mid teens', 'high teens', 'upper teens',
  'child process', 'child processes', 'child element', 'child node', 'child class', 'child theme',
  'child component', 'child table', 'kid gloves', 'atencion primaria', 'carabela la nina',
  'la nina y la pinta', 'la pinta y la nina', 'cum laude', 'menor de los males',
]
