import type { DemoModelRow } from '#catalog/types/demo'

// prettier-ignore
export const DEMO_MODELS: DemoModelRow[] = [
  ['lucia', 'Lucía', 'f', 27, 'romantic', ['Seville', 'Sevilla'], ['florist', 'trabaja como florista'], ['writing letters by hand that she never sends', 'escribe cartas a mano que nunca envía']],
  ['valentina', 'Valentina', 'f', 24, 'romantic', ['Buenos Aires', 'Buenos Aires'], ['pastry chef', 'trabaja como pastelera'], ['dancing tango in the milongas of her neighbourhood', 'baila tango en las milongas de su barrio']],
  ['amelie', 'Amélie', 'f', 29, 'romantic', ['Paris', 'París'], ['bookseller', 'lleva una pequeña librería'], ['reading poetry aloud in the park', 'lee poesía en voz alta en el parque']],
  ['mateo', 'Mateo', 'm', 31, 'romantic', ['Valencia', 'Valencia'], ['chef', 'trabaja como cocinero'], ['cooking long dinners for his friends', 'prepara cenas largas para sus amigos']],
  ['giulia', 'Giulia', 'f', 26, 'romantic', ['Rome', 'Roma'], ['violinist', 'toca el violín en una orquesta'], ['watching old films in open-air cinemas', 've películas antiguas en cines de verano']],
  ['irene', 'Irene', 'f', 33, 'romantic', ['Granada', 'Granada'], ['translator', 'trabaja como traductora'], ['collecting sunsets from the viewpoints of the city', 'colecciona atardeceres desde los miradores de la ciudad']],

  ['alba', 'Alba', 'f', 28, 'adventure', ['Bilbao', 'Bilbao'], ['mountain guide', 'trabaja como guía de montaña'], ['climbing in the Picos de Europa', 'escala en los Picos de Europa']],
  ['noa', 'Noa', 'f', 25, 'adventure', ['Málaga', 'Málaga'], ['surf instructor', 'da clases de surf'], ['sailing along the coast', 'navega a vela por la costa']],
  ['hugo', 'Hugo', 'm', 34, 'adventure', ['Santiago de Chile', 'Santiago de Chile'], ['travel writer', 'escribe libros de viajes'], ['planning his next trip across the Andes', 'planea su próximo viaje por los Andes']],
  ['maya', 'Maya', 'f', 30, 'adventure', ['Lima', 'Lima'], ['marine biologist', 'trabaja como bióloga marina'], ['diving in search of sea turtles', 'bucea en busca de tortugas marinas']],
  ['sara', 'Sara', 'f', 27, 'adventure', ['Lisbon', 'Lisboa'], ['photographer', 'trabaja como fotógrafa'], ['riding her motorbike along forgotten roads', 'recorre en moto carreteras olvidadas']],
  ['kira', 'Kira', 'f', 23, 'adventure', ['Dublin', 'Dublín'], ['trainee pilot', 'se está formando como piloto'], ['hiking along the cliffs of the west coast', 'hace senderismo por los acantilados de la costa oeste']],

  ['frida', 'Frida', 'f', 32, 'artists', ['Mexico City', 'Ciudad de México'], ['painter', 'se dedica a la pintura'], ['painting murals with her friends', 'pinta murales con sus amigas']],
  ['celia', 'Celia', 'f', 26, 'artists', ['Barcelona', 'Barcelona'], ['illustrator', 'trabaja como ilustradora'], ['filling sketchbooks in cafés', 'llena cuadernos de bocetos en las cafeterías']],
  ['dante', 'Dante', 'm', 35, 'artists', ['Florence', 'Florencia'], ['sculptor', 'trabaja como escultor'], ['restoring old furniture', 'restaura muebles antiguos']],
  ['violeta', 'Violeta', 'f', 29, 'artists', ['Madrid', 'Madrid'], ['ceramicist', 'tiene un taller de cerámica'], ['playing the piano late into the night', 'toca el piano hasta altas horas']],
  ['ines', 'Inés', 'f', 24, 'artists', ['Porto', 'Oporto'], ['fashion design student', 'estudia diseño de moda'], ['sewing her own clothes', 'cose su propia ropa']],
  ['oriana', 'Oriana', 'f', 38, 'artists', ['New York', 'Nueva York'], ['gallery curator', 'trabaja como comisaria de exposiciones'], ['discovering small jazz clubs', 'descubre pequeños clubes de jazz']],

  ['paula', 'Paula', 'f', 26, 'sporty', ['Valencia', 'Valencia'], ['personal trainer', 'trabaja como entrenadora personal'], ['training for her next marathon', 'entrena para su próximo maratón']],
  ['candela', 'Candela', 'f', 22, 'sporty', ['Córdoba', 'Córdoba'], ['volleyball player', 'juega al voleibol en un equipo profesional'], ['playing beach volleyball with her team', 'juega al vóley playa con su equipo']],
  ['marco', 'Marco', 'm', 28, 'sporty', ['Milan', 'Milán'], ['tennis coach', 'trabaja como entrenador de tenis'], ['cycling through the hills', 'sale en bici por las colinas']],
  ['greta', 'Greta', 'f', 31, 'sporty', ['Stockholm', 'Estocolmo'], ['swimming coach', 'entrena a un equipo de natación'], ['swimming in cold lakes all year round', 'nada en lagos helados durante todo el año']],
  ['daniela', 'Daniela', 'f', 24, 'sporty', ['Bogotá', 'Bogotá'], ['salsa dancer', 'baila salsa de forma profesional'], ['teaching dance classes in her neighbourhood', 'da clases de baile en su barrio']],
  ['zoe', 'Zoe', 'f', 29, 'sporty', ['Sydney', 'Sídney'], ['yoga teacher', 'trabaja como profesora de yoga'], ['surfing at sunrise', 'hace surf al amanecer']],

  ['luna', 'Luna', 'f', 27, 'gothic', ['Berlin', 'Berlín'], ['tattoo artist', 'trabaja como tatuadora'], ['hunting for vinyl records in second-hand shops', 'busca vinilos en tiendas de segunda mano']],
  ['selena', 'Selena', 'f', 30, 'gothic', ['Prague', 'Praga'], ['cellist', 'toca el violonchelo en un cuarteto'], ['walking through old cemeteries', 'pasea por cementerios antiguos']],
  ['damian', 'Damián', 'm', 33, 'gothic', ['Edinburgh', 'Edimburgo'], ['antiquarian bookseller', 'trabaja como librero anticuario'], ['writing ghost stories', 'escribe historias de fantasmas']],
  ['morgana', 'Morgana', 'f', 25, 'gothic', ['London', 'Londres'], ['make-up artist', 'trabaja como maquilladora'], ['sewing elaborate Victorian dresses', 'cose vestidos victorianos muy elaborados']],
  ['nerea', 'Nerea', 'f', 28, 'gothic', ['Oviedo', 'Oviedo'], ['perfumer', 'crea perfumes artesanales'], ['making candles and herbal teas', 'fabrica velas e infusiones de hierbas']],
  ['dalia', 'Dalia', 'f', 35, 'gothic', ['Vienna', 'Viena'], ['opera singer', 'canta en la ópera'], ['visiting old castles', 'visita castillos antiguos']],

  ['isabella', 'Isabella', 'f', 34, 'elegance', ['Milan', 'Milán'], ['fashion designer', 'trabaja como diseñadora de moda'], ['going to the opera', 'va a la ópera']],
  ['carmen', 'Carmen', 'f', 39, 'elegance', ['Madrid', 'Madrid'], ['lawyer', 'ejerce como abogada'], ['tasting wines from small vineyards', 'cata vinos de pequeños viñedos']],
  ['adriana', 'Adriana', 'f', 31, 'elegance', ['Monaco', 'Mónaco'], ['sommelier', 'trabaja como sumiller'], ['sailing around the Mediterranean', 'navega por el Mediterráneo']],
  ['alvaro', 'Álvaro', 'm', 37, 'elegance', ['San Sebastián', 'San Sebastián'], ['architect', 'trabaja como arquitecto'], ['collecting vintage watches', 'colecciona relojes antiguos']],
  ['helena', 'Helena', 'f', 42, 'elegance', ['Geneva', 'Ginebra'], ['art dealer', 'se dedica al comercio de arte'], ['playing chess', 'juega al ajedrez']],
  ['bianca', 'Bianca', 'f', 28, 'elegance', ['Paris', 'París'], ['jewellery designer', 'diseña joyas'], ['riding horses', 'monta a caballo']],

  ['marina', 'Marina', 'f', 25, 'down-to-earth', ['Cádiz', 'Cádiz'], ['nurse', 'trabaja como enfermera'], ['baking bread on Sundays', 'hornea pan los domingos']],
  ['julia', 'Julia', 'f', 23, 'down-to-earth', ['Salamanca', 'Salamanca'], ['psychology student', 'estudia psicología'], ['playing board games with her friends', 'juega a juegos de mesa con sus amigos']],
  ['leo', 'Leo', 'm', 27, 'down-to-earth', ['Zaragoza', 'Zaragoza'], ['vet', 'trabaja como veterinario'], ['walking his dog in the mountains', 'pasea a su perro por la montaña']],
  ['rocio', 'Rocío', 'f', 30, 'down-to-earth', ['Huelva', 'Huelva'], ['primary school teacher', 'es maestra de primaria'], ['growing tomatoes on her balcony', 'cultiva tomates en su balcón']],
  ['emma', 'Emma', 'f', 26, 'down-to-earth', ['Manchester', 'Mánchester'], ['barista', 'trabaja como barista'], ['singing in a choir', 'canta en un coro']],
  ['tania', 'Tania', 'f', 32, 'down-to-earth', ['Santander', 'Santander'], ['hairdresser', 'tiene una peluquería'], ['taking her nephews to the beach', 'lleva a sus sobrinos a la playa']],

  ['nadia', 'Nadia', 'f', 31, 'mystery', ['Istanbul', 'Estambul'], ['journalist', 'trabaja como periodista'], ['solving crosswords in old coffee houses', 'resuelve crucigramas en cafés antiguos']],
  ['vega', 'Vega', 'f', 29, 'mystery', ['Tenerife', 'Tenerife'], ['astronomer', 'trabaja como astrónoma'], ['watching the stars from the volcano', 'observa las estrellas desde el volcán']],
  ['iker', 'Iker', 'm', 36, 'mystery', ['Bilbao', 'Bilbao'], ['crime novelist', 'escribe novela negra'], ['walking around the port at night', 'pasea de noche por el puerto']],
  ['ximena', 'Ximena', 'f', 27, 'mystery', ['Oaxaca', 'Oaxaca'], ['tarot reader', 'lee el tarot'], ['reading old legends', 'lee leyendas antiguas']],
  ['scarlett', 'Scarlett', 'f', 33, 'mystery', ['New Orleans', 'Nueva Orleans'], ['jazz singer', 'canta jazz en un club'], ['collecting antique keys', 'colecciona llaves antiguas']],
  ['iris', 'Iris', 'f', 28, 'mystery', ['Venice', 'Venecia'], ['mask maker', 'fabrica máscaras artesanales'], ['rowing through the canals at dawn', 'rema por los canales al amanecer']],

  ['aurora', 'Aurora', 'f', 24, 'fantasy', ['Reykjavík', 'Reikiavik'], ['folklore student', 'estudia folclore'], ['chasing the northern lights', 'persigue auroras boreales']],
  ['nora', 'Nora', 'f', 26, 'fantasy', ['Oslo', 'Oslo'], ['illustrator of fairy tales', 'ilustra cuentos de hadas'], ['writing her own fantasy saga', 'escribe su propia saga de fantasía']],
  ['elio', 'Elio', 'm', 29, 'fantasy', ['Galway', 'Galway'], ['harpist', 'toca el arpa'], ['exploring forests and ancient ruins', 'explora bosques y ruinas antiguas']],
  ['yara', 'Yara', 'f', 27, 'fantasy', ['Salvador', 'Salvador de Bahía'], ['theatre costume designer', 'diseña vestuario de teatro'], ['making costumes for fantasy festivals', 'crea disfraces para festivales de fantasía']],
  ['fiona', 'Fiona', 'f', 30, 'fantasy', ['Cardiff', 'Cardiff'], ['herbalist', 'trabaja como herbolaria'], ['growing herbs with strange names', 'cultiva hierbas de nombres extraños']],
  ['ariadna', 'Ariadna', 'f', 25, 'fantasy', ['Athens', 'Atenas'], ['archaeologist', 'trabaja como arqueóloga'], ['studying myths and ancient maps', 'estudia mitos y mapas antiguos']],

  ['camila', 'Camila', 'f', 23, 'gamers', ['Santiago de Chile', 'Santiago de Chile'], ['streamer', 'hace directos como streamer'], ['speedrunning classic platform games', 'hace speedruns de plataformas clásicos']],
  ['mia', 'Mia', 'f', 25, 'gamers', ['Seoul', 'Seúl'], ['game designer', 'diseña videojuegos'], ['building tiny worlds in her favourite sandbox game', 'construye mundos diminutos en su juego de construcción favorito']],
  ['alex', 'Álex', 'm', 26, 'gamers', ['Barcelona', 'Barcelona'], ['software developer', 'trabaja como desarrollador de software'], ['running tabletop role-playing games', 'dirige partidas de rol de mesa']],
  ['ruby', 'Ruby', 'f', 24, 'gamers', ['Tokyo', 'Tokio'], ['cosplayer', 'se dedica al cosplay'], ['sewing the costumes of her favourite characters', 'cose los trajes de sus personajes favoritos']],
  ['thiago', 'Thiago', 'm', 22, 'gamers', ['Buenos Aires', 'Buenos Aires'], ['esports player', 'juega en un equipo de esports'], ['building custom keyboards', 'monta teclados personalizados']],
  ['jade', 'Jade', 'f', 28, 'gamers', ['Montreal', 'Montreal'], ['sound designer', 'trabaja como diseñadora de sonido'], ['composing chiptune music', 'compone música chiptune']],
]
