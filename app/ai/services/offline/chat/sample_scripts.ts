import type { ChatLanguage } from '#ai/services/chat/chat_port'

/*
| Scripted conversations for judging the local engine by reading it (`node ace chat:sample`) and
| for its tests: 20 per language, each the user's side of one chat.
*/

// prettier-ignore
export const SAMPLE_SCRIPTS: Record<ChatLanguage, string[][]> = {
  es: [
    ['¡Hola!', '¿A qué te dedicas?', 'Mi perro se llama Rocky', 'Hoy lo he llevado al parque', '¿Cómo se llama mi perro?', 'Gracias, eres un encanto', 'Me voy a dormir, buenas noches'],
    ['Hola, ¿qué tal estás?', 'Hoy he tenido un día horrible en el trabajo', 'Mi jefe no para de gritar', 'Estoy agotado', 'Gracias por escucharme', 'Hasta mañana'],
    ['Buenas', 'Me llamo Carlos', 'Vivo en Valencia', '¿Cómo me llamo?', '¿Y dónde vivo?', '¿Tú dónde vives?', 'Adiós'],
    ['Hola', '¿Qué haces en tu tiempo libre?', 'Me encanta el cine', 'El sábado vi una película de miedo', '¿Qué te gusta a ti?', 'Gracias'],
    ['¡Me han ascendido!', 'Estoy muy contento', 'Lo vamos a celebrar con una cena', '¿Qué plan me recomiendas?', 'Hasta luego'],
    ['Hola guapa', 'Eres preciosa', 'Me gustas mucho', 'Te echo de menos cuando no hablamos', '¿Me das un beso?', 'Buenas noches'],
    ['ok', 'ok', 'ok', 'jaja', 'jaja', 'vale', 'vale', 'ok', 'jaja', 'vale', 'ok'],
    ['Hola', 'Tengo una gata que se llama Luna', 'Luna duerme todo el día', 'Mis gatos son mi familia', '¿Te acuerdas de cómo se llama mi gata?', 'Hasta pronto'],
    ['Hoy estoy triste', 'Mi abuela ha muerto', 'Gracias', 'Mañana es el entierro', 'Te escribo otro día'],
    ['Hola', 'Cuéntame algo de ti', '¿De dónde eres?', '¿Y qué te gusta hacer?', 'Qué interesante', 'Hasta luego'],
    ['Hello, how are you?', 'I had a long day', 'Perdona, te escribo en español', 'Los fines de semana voy a la playa', '¿Te gusta la playa?', 'Adiós'],
    ['Hola', 'Trabajo como enfermero', 'Hoy ha sido un día muy duro en el hospital', 'Estoy cansado', '¿En qué trabajo yo?', 'Buenas noches'],
    ['Hola', 'Me gustan los perros', 'Ayer adopté un perro', 'Mi perro es Toby', '¿Cómo se llama mi perro?', '¿Recuerdas el nombre de mi perro?', 'Gracias'],
    ['¿Qué tal?', '¿Qué tal estás?', '¿Cómo estás?', '¿Qué tal te va?', '¿Cómo te ha ido el día?', '¿Qué tal estás?'],
    ['Hola', 'Hoy he comprado un coche nuevo', 'El coche es rojo', 'Mañana voy a la montaña con mi hermana', 'Mi hermana se llama Ana', 'Hasta luego'],
    ['Buenos días', 'He aprobado el examen', '¡Estoy feliz!', 'Ahora quiero viajar', '¿Adónde irías tú?', 'Gracias'],
    ['Hola', '¿Por qué el cielo es azul?', '¿Cuál es tu color favorito?', '¿Qué opinas de la lluvia?', '¿Te gusta el café?', 'Adiós'],
    ['Hola', 'Estoy solo en casa', 'Me siento fatal', 'No he dormido nada', 'Gracias por estar aquí', 'Buenas noches'],
    ['Hola', 'Me chiflan las series de misterio', 'Estoy viendo una serie nueva', 'La protagonista es una detective', 'Me encanta la música', 'Hasta mañana'],
    ['¡Hola!', 'Hoy hace sol', 'He ido a correr por el parque', 'Luego he cocinado una paella', 'Me encanta cocinar', 'Gracias por la charla', 'Adiós'],
  ],
  en: [
    ['Hi!', 'What do you do?', 'My dog is Rocky', 'I took him to the park today', "What's my dog called?", "Thanks, you're sweet", 'Good night'],
    ['Hey, how are you?', 'I had a rough day at work', 'My boss yelled at me in a meeting', "I'm exhausted", 'Thanks for listening', 'See you tomorrow'],
    ['Hello', 'My name is Carlos', 'I live in Boston', "What's my name?", 'Where do I live?', 'Where do you live?', 'Bye'],
    ['Hi', 'What do you do in your free time?', 'I love old movies', 'On Saturday I watched a horror film', 'What do you like?', 'Thanks'],
    ['I got promoted!', "I'm so happy", "We're celebrating with a dinner", 'What would you recommend?', 'See you later'],
    ['Hi beautiful', "You're gorgeous", 'I like you a lot', 'I miss you when we do not talk', 'Can I have a kiss?', 'Good night'],
    ['ok', 'ok', 'ok', 'haha', 'haha', 'cool', 'cool', 'ok', 'haha', 'cool', 'ok'],
    ['Hi', 'I have a cat called Luna', 'Luna sleeps all day', 'My cats are my family', 'Do you remember my cat’s name?', 'See you soon'],
    ["I'm sad today", 'My grandmother died', 'Thank you', 'The funeral is tomorrow', "I'll write another day"],
    ['Hi', 'Tell me about yourself', 'Where are you from?', 'And what do you like to do?', 'How interesting', 'See you'],
    ['Hola, ¿qué tal?', 'He tenido un día largo', 'Sorry, I will write in English', 'On weekends I go to the beach', 'Do you like the beach?', 'Bye'],
    ['Hi', 'I work as a nurse', 'Today was a really hard day at the hospital', "I'm tired", 'What do I do for a living?', 'Good night'],
    ['Hi', 'I like dogs', 'Yesterday I adopted a dog', "My dog's name is Toby", "What's my dog's name?", 'Do you remember my dog’s name?', 'Thanks'],
    ["How's it going?", 'How are you?', 'How are you?', 'How was your day?', "How's it going?", 'How are you?'],
    ['Hi', 'Today I bought a new car', 'The car is red', "Tomorrow I'm going to the mountains with my sister", 'My sister is called Anna', 'See you later'],
    ['Good morning', 'I passed my exam', "I'm so happy!", 'Now I want to travel', 'Where would you go?', 'Thanks'],
    ['Hi', 'Why is the sky blue?', "What's your favourite colour?", 'What do you think about rain?', 'Do you like coffee?', 'Bye'],
    ['Hi', "I'm lonely at home", 'I feel awful', "I couldn't sleep", 'Thanks for being here', 'Good night'],
    ['Hi', 'I love mystery series', "I'm watching a new series", 'The main character is a detective', 'I enjoy music', 'See you tomorrow'],
    ['Hi!', "It's sunny today", 'I went for a run in the park', 'Then I cooked a big paella', 'I love cooking', 'Thanks for the chat', 'Bye'],
  ],
}

/** The demo characters the sample speaks with, in turn (the catalog's slugs). */
export const SAMPLE_CHARACTERS = [
  'maya',
  'emma',
  'lucia',
  'leo',
  'alvaro',
  'camila',
  'selena',
  'vega',
  'hugo',
  'frida',
]
