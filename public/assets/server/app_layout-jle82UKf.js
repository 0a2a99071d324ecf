import { Link, router, useForm, usePage } from "@inertiajs/react";
import { initReactI18next, useTranslation } from "react-i18next";
import { Component, useEffect, useState } from "react";
import i18next from "i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import toast, { Toaster } from "react-hot-toast";
var en_default = {
	meta: {
		"ogLocale": "en_GB",
		"home": {
			"title": "AI companions to chat with, photos and videos on demand",
			"description": "Browse AI-generated characters by category, chat with them in English or Spanish, request photos and videos, and create media from your own image. Adults only."
		},
		"legal": { "description": "Terms and conditions, privacy policy, cookie policy and GDPR compliance of Velvet." },
		"notFound": {
			"title": "Page not found",
			"description": "The page you were looking for does not exist."
		},
		"serverError": {
			"title": "Something went wrong",
			"description": "An unexpected error occurred."
		}
	},
	common: {
		"points": "points",
		"loading": "Loading…",
		"retry": "Try again",
		"goHome": "Go to home",
		"back": "Back",
		"close": "Close",
		"cancel": "Cancel",
		"save": "Save",
		"previous": "Previous",
		"next": "Next"
	},
	language: {
		"label": "Language",
		"names": {
			"en": "English",
			"es": "Español"
		}
	},
	nav: {
		"label": "Main navigation",
		"home": "Home",
		"categories": "Categories",
		"models": "Models",
		"customGeneration": "Custom generation",
		"login": "Log in",
		"register": "Sign up",
		"logout": "Log out",
		"openMenu": "Open menu",
		"closeMenu": "Close menu",
		"skipToContent": "Skip to content"
	},
	footer: {
		"tagline": "AI-generated characters to talk to, with photos and videos made for you. For adults only.",
		"social": "Social networks",
		"quickLinks": "Quick links",
		"buyPoints": "Buy points",
		"features": "Features",
		"featureList": {
			"chat": "AI chat in your language",
			"photos": "Photos on request",
			"videos": "Short videos on request",
			"custom": "Generation from your own image"
		},
		"legal": "Legal",
		"support": "Contact support",
		"newsletter": {
			"title": "Newsletter",
			"text": "New characters and features, at most once a month.",
			"email": "Email address",
			"placeholder": "you@example.com",
			"subscribe": "Subscribe",
			"sent": "Almost done: check your inbox to confirm your subscription.",
			"confirmed": "Your subscription is confirmed. Thank you!",
			"invalidLink": "This confirmation link is not valid or has expired."
		},
		"adultsOnly": "18+ only. All characters are fictional and AI-generated.",
		"rights": "All rights reserved."
	},
	ageGate: {
		"title": "Are you 18 or older?",
		"text": "This website contains content for adults. By entering you confirm that you are at least 18 years old and that such content is legal where you live.",
		"confirm": "I am 18 or older — enter",
		"leave": "I am under 18",
		"refused": "Sorry, this website is only for adults. Please close this page.",
		"back": "Back",
		"notice": "We remember your answer on this device."
	},
	home: {
		"hero": {
			"eyebrow": "AI companions · 18+",
			"title": "Characters that talk back, photos and videos made for you",
			"subtitle": "Meet AI-generated characters, chat with them in English or Spanish, and ask for photos and videos whenever you like.",
			"explore": "Explore models",
			"join": "Create a free account"
		},
		"features": {
			"title": "What you can do",
			"chat": {
				"title": "Chat",
				"text": "Conversations that keep the character's personality and your language."
			},
			"photos": {
				"title": "Photos",
				"text": "Ask any model for a new photo and get it in seconds."
			},
			"videos": {
				"title": "Videos",
				"text": "Request short videos; we tell you when they are ready."
			},
			"custom": {
				"title": "Your own image",
				"text": "Upload an image and turn it into a new photo or video."
			}
		},
		"stats": {
			"title": "In numbers",
			"models": {
				"label": "Models",
				"value": "100+"
			},
			"users": {
				"label": "Users",
				"value": "10K+"
			},
			"content": {
				"label": "Pieces of content",
				"value": "50K+"
			},
			"satisfaction": {
				"label": "Satisfaction",
				"value": "98%"
			}
		}
	},
	errors: {
		"general": "An error has occurred",
		"notFound": "Not found",
		"unauthorized": "Unauthorized",
		"forbidden": "Forbidden",
		"server": "Server error",
		"connection": "Connection error",
		"validation": "Validation error",
		"tooLarge": "The request is too large.",
		"tooManyAttempts": "Too many attempts. Please try again in {{seconds}} seconds.",
		"boundary": {
			"title": "This part of the page failed to load",
			"text": "It's not you. Try again, or go back to the home page."
		},
		"notFoundPage": {
			"title": "We couldn't find that page",
			"text": "The link may be broken or the page may have moved.",
			"browseModels": "Browse models"
		},
		"serverPage": {
			"title": "Something went wrong on our side",
			"text": "Please try again in a moment. If it keeps happening, contact support."
		}
	},
	validation: {
		"required": "This field is required",
		"email": "Enter a valid email address",
		"minLength": "Must be at least {{min}} characters long",
		"maxLength": "Must be at most {{max}} characters long",
		"invalid": "This value is not valid"
	},
	legal: {
		"title": "Legal information",
		"lastUpdated": "Last updated: {{date}}",
		"updatedOn": "22 November 2026",
		"contact": "Questions about these texts? Write to",
		"tabs": {
			"terms": "Terms and conditions",
			"privacy": "Privacy policy",
			"cookies": "Cookie policy",
			"gdpr": "GDPR compliance"
		},
		"terms": {
			"title": "Terms and conditions",
			"intro": "These terms govern your use of Velvet, a platform of AI-generated characters that you can browse, chat with and ask for photos and videos. By creating an account or buying points you accept them.",
			"sections": [
				{
					"heading": "1. Adults only",
					"body": ["Velvet is only for people who are 18 years old or older and for whom adult content is legal where they live. You confirm this when you enter the site and again when you create an account.", "We close accounts that we have reason to believe belong to a minor, and we erase their data."]
				},
				{
					"heading": "2. Fictional, AI-generated characters",
					"body": ["Every character (\"model\") on Velvet is fictional and generated by artificial intelligence. Any resemblance to real people is coincidental. Replies in chats and generated media are produced automatically and may be inaccurate; they are not the words or images of a real person."]
				},
				{
					"heading": "3. Your account",
					"body": ["You must give a valid email address and confirm it with the code we send you. Keep your password secret; you are responsible for what happens under your account. You can export your data or delete your account at any time from your profile."]
				},
				{
					"heading": "4. Points",
					"body": [
						"Points are the virtual currency of Velvet. You buy them in packages priced in euros, by card or PayPal, and spend them on chat messages, photos, videos and custom generations at the prices shown before each action. New accounts receive 20 welcome points once their email is verified.",
						"Points have no cash value, cannot be transferred to another account and are non-refundable, except where the law gives you a right to a refund. Points expire 12 months after the date they were added to your account if they have not been used.",
						"When a generation takes time, we reserve its points when you ask for it and only charge them if it succeeds. If it fails or times out, the reserved points are returned to your balance."
					]
				},
				{
					"heading": "5. Acceptable use",
					"body": ["You must not use Velvet to create or request content that depicts or suggests minors, real identifiable people without their consent, non-consensual acts, violence, or anything illegal. Do not upload images you have no right to use. We may refuse prompts, remove content and suspend accounts that break these rules, and we report illegal content to the authorities."]
				},
				{
					"heading": "6. Your content",
					"body": ["You keep all rights to the images you upload and to the content generated for you. You give us only the limited permission needed to process them in order to provide the service. Uploaded images for custom generation are deleted when the generation ends, and custom results are deleted 24 hours after they are created."]
				},
				{
					"heading": "7. Availability and liability",
					"body": ["We work to keep Velvet available and secure, but we cannot guarantee it will be uninterrupted or error-free. Nothing in these terms limits liability that cannot be limited by law, including your rights as a consumer in the European Union."]
				},
				{
					"heading": "8. Changes and applicable law",
					"body": ["We will tell you about important changes to these terms by email or on the site before they take effect. These terms are governed by Spanish law; as a consumer you may also rely on the mandatory laws of your country of residence."]
				}
			]
		},
		"privacy": {
			"title": "Privacy policy",
			"intro": "This policy explains what personal data Velvet holds about you, why, for how long, and how you can control it.",
			"sections": [
				{
					"heading": "1. What we collect",
					"body": [
						"Account data: username, email address, password (stored only as a secure hash), optional bio, language and the date you joined.",
						"Activity: your points history, favourites, chat messages, photo and video requests and the prompts you write.",
						"Payments: the package, amount, date and the payment reference of Stripe or PayPal. We never see or store your full card number.",
						"Technical data: IP address and browser details used for security, rate limiting and fraud prevention."
					]
				},
				{
					"heading": "2. Why we use it",
					"body": ["To provide the service you asked for (contract), to keep accounts and payments secure (legitimate interest), to meet accounting and tax obligations (legal obligation), and to send the newsletter only if you confirmed your subscription (consent)."]
				},
				{
					"heading": "3. How long we keep it",
					"body": ["Account data is kept while your account exists. Uploaded images are deleted as soon as their generation ends and custom results after 24 hours. Payment and points records are kept for the period required by tax law; when you delete your account they are kept only in pseudonymised form."]
				},
				{
					"heading": "4. Who we share it with",
					"body": ["Only with the providers we need to run Velvet: payment processors (Stripe, PayPal), our email provider and our hosting provider, all bound by data processing agreements. We do not sell your data and we do not use advertising trackers."]
				},
				{
					"heading": "5. Your choices",
					"body": ["From your profile you can edit your details, download a copy of all your data and delete your account. You can also write to us for any request about your data."]
				}
			]
		},
		"cookies": {
			"title": "Cookie policy",
			"intro": "Velvet uses only the cookies and local storage it needs to work. There are no advertising or cross-site tracking cookies.",
			"sections": [
				{
					"heading": "1. Essential cookies",
					"body": [
						"velvet-session: keeps you signed in and protects your session (expires after 2 hours of inactivity).",
						"XSRF-TOKEN: protects forms and requests against cross-site request forgery.",
						"lang: remembers the language you chose (1 year).",
						"age_ok: remembers that you confirmed being 18 or older (1 year)."
					]
				},
				{
					"heading": "2. Local storage",
					"body": ["Your browser also keeps your language choice, your age confirmation and, while you verify your email, the address being verified. They never leave your device except as the cookies above."]
				},
				{
					"heading": "3. Payment providers",
					"body": ["When you pay, Stripe or PayPal may set their own cookies to process the payment and prevent fraud, under their own policies."]
				},
				{
					"heading": "4. Managing cookies",
					"body": ["You can delete cookies from your browser settings at any time. Without the essential cookies you will not be able to sign in or buy points."]
				}
			]
		},
		"gdpr": {
			"title": "GDPR compliance",
			"intro": "Velvet processes personal data under the EU General Data Protection Regulation (GDPR) and the Spanish data protection law.",
			"sections": [
				{
					"heading": "1. Your rights",
					"body": ["You have the right to access your data, to correct it, to have it erased, to restrict or object to its processing, to receive it in a portable format and to withdraw consent at any time.", "Export and deletion are available directly in your profile. For any other request, write to us; we answer within one month."]
				},
				{
					"heading": "2. Security and breach notification",
					"body": ["Data is encrypted in transit, passwords are hashed, and access is limited to staff who need it. If a personal data breach happens, we notify the supervisory authority within 72 hours of becoming aware of it and we inform affected users without undue delay when the breach is likely to put their rights at high risk."]
				},
				{
					"heading": "3. Transfers outside the EU",
					"body": ["When a provider processes data outside the European Economic Area, we rely on an adequacy decision or the European Commission's standard contractual clauses."]
				},
				{
					"heading": "4. Complaints",
					"body": ["If you think we have not handled your data correctly, you may complain to the Spanish Data Protection Agency (AEPD, www.aepd.es) or to the authority of your country. We would appreciate the chance to solve it with you first."]
				}
			]
		}
	}
};
var es_default = {
	meta: {
		"ogLocale": "es_ES",
		"home": {
			"title": "Compañía con IA para chatear, fotos y vídeos a la carta",
			"description": "Explora personajes generados por IA por categorías, chatea con ellos en español o en inglés, pide fotos y vídeos y crea contenido a partir de tu propia imagen. Solo para adultos."
		},
		"legal": { "description": "Términos y condiciones, política de privacidad, política de cookies y cumplimiento del RGPD de Velvet." },
		"notFound": {
			"title": "Página no encontrada",
			"description": "La página que buscabas no existe."
		},
		"serverError": {
			"title": "Algo ha fallado",
			"description": "Se ha producido un error inesperado."
		}
	},
	common: {
		"points": "puntos",
		"loading": "Cargando…",
		"retry": "Reintentar",
		"goHome": "Ir al inicio",
		"back": "Volver",
		"close": "Cerrar",
		"cancel": "Cancelar",
		"save": "Guardar",
		"previous": "Anterior",
		"next": "Siguiente"
	},
	language: {
		"label": "Idioma",
		"names": {
			"en": "English",
			"es": "Español"
		}
	},
	nav: {
		"label": "Navegación principal",
		"home": "Inicio",
		"categories": "Categorías",
		"models": "Modelos",
		"customGeneration": "Generación personalizada",
		"login": "Iniciar sesión",
		"register": "Registrarse",
		"logout": "Cerrar sesión",
		"openMenu": "Abrir menú",
		"closeMenu": "Cerrar menú",
		"skipToContent": "Saltar al contenido"
	},
	footer: {
		"tagline": "Personajes generados por IA con los que hablar, y fotos y vídeos hechos para ti. Solo para adultos.",
		"social": "Redes sociales",
		"quickLinks": "Enlaces rápidos",
		"buyPoints": "Comprar puntos",
		"features": "Funciones",
		"featureList": {
			"chat": "Chat con IA en tu idioma",
			"photos": "Fotos a petición",
			"videos": "Vídeos cortos a petición",
			"custom": "Generación a partir de tu imagen"
		},
		"legal": "Legal",
		"support": "Contactar con soporte",
		"newsletter": {
			"title": "Boletín",
			"text": "Nuevos personajes y funciones, como mucho una vez al mes.",
			"email": "Correo electrónico",
			"placeholder": "tu@ejemplo.com",
			"subscribe": "Suscribirme",
			"sent": "Casi listo: revisa tu bandeja de entrada para confirmar la suscripción.",
			"confirmed": "Tu suscripción está confirmada. ¡Gracias!",
			"invalidLink": "Este enlace de confirmación no es válido o ha caducado."
		},
		"adultsOnly": "Solo mayores de 18 años. Todos los personajes son ficticios y generados por IA.",
		"rights": "Todos los derechos reservados."
	},
	ageGate: {
		"title": "¿Tienes 18 años o más?",
		"text": "Este sitio contiene contenido para adultos. Al entrar confirmas que tienes al menos 18 años y que este contenido es legal donde vives.",
		"confirm": "Tengo 18 años o más — entrar",
		"leave": "Soy menor de 18",
		"refused": "Lo sentimos, este sitio es solo para adultos. Por favor, cierra esta página.",
		"back": "Volver",
		"notice": "Recordamos tu respuesta en este dispositivo."
	},
	home: {
		"hero": {
			"eyebrow": "Compañía con IA · +18",
			"title": "Personajes que te responden, y fotos y vídeos hechos para ti",
			"subtitle": "Conoce personajes generados por IA, chatea con ellos en español o en inglés y pídeles fotos y vídeos cuando quieras.",
			"explore": "Explorar modelos",
			"join": "Crear una cuenta gratis"
		},
		"features": {
			"title": "Qué puedes hacer",
			"chat": {
				"title": "Chat",
				"text": "Conversaciones que mantienen la personalidad del personaje y tu idioma."
			},
			"photos": {
				"title": "Fotos",
				"text": "Pide a cualquier modelo una foto nueva y recíbela en segundos."
			},
			"videos": {
				"title": "Vídeos",
				"text": "Pide vídeos cortos; te avisamos cuando estén listos."
			},
			"custom": {
				"title": "Tu propia imagen",
				"text": "Sube una imagen y conviértela en una foto o un vídeo nuevos."
			}
		},
		"stats": {
			"title": "En cifras",
			"models": {
				"label": "Modelos",
				"value": "100+"
			},
			"users": {
				"label": "Usuarios",
				"value": "10K+"
			},
			"content": {
				"label": "Contenidos",
				"value": "50K+"
			},
			"satisfaction": {
				"label": "Satisfacción",
				"value": "98%"
			}
		}
	},
	errors: {
		"general": "Ha ocurrido un error",
		"notFound": "No encontrado",
		"unauthorized": "No autorizado",
		"forbidden": "Prohibido",
		"server": "Error del servidor",
		"connection": "Error de conexión",
		"validation": "Error de validación",
		"tooLarge": "La petición es demasiado grande.",
		"tooManyAttempts": "Demasiados intentos. Inténtalo de nuevo dentro de {{seconds}} segundos.",
		"boundary": {
			"title": "Esta parte de la página no se ha podido cargar",
			"text": "No es culpa tuya. Vuelve a intentarlo o ve a la página de inicio."
		},
		"notFoundPage": {
			"title": "No hemos encontrado esa página",
			"text": "Puede que el enlace esté roto o que la página se haya movido.",
			"browseModels": "Ver modelos"
		},
		"serverPage": {
			"title": "Algo ha fallado por nuestra parte",
			"text": "Vuelve a intentarlo en un momento. Si sigue pasando, contacta con soporte."
		}
	},
	validation: {
		"required": "Este campo es obligatorio",
		"email": "Introduce un correo electrónico válido",
		"minLength": "Debe tener al menos {{min}} caracteres",
		"maxLength": "Debe tener como máximo {{max}} caracteres",
		"invalid": "Este valor no es válido"
	},
	legal: {
		"title": "Información legal",
		"lastUpdated": "Última actualización: {{date}}",
		"updatedOn": "22 de noviembre de 2026",
		"contact": "¿Preguntas sobre estos textos? Escríbenos a",
		"tabs": {
			"terms": "Términos y condiciones",
			"privacy": "Política de privacidad",
			"cookies": "Política de cookies",
			"gdpr": "Cumplimiento del RGPD"
		},
		"terms": {
			"title": "Términos y condiciones",
			"intro": "Estos términos regulan el uso de Velvet, una plataforma de personajes generados por IA que puedes explorar, con los que puedes chatear y a los que puedes pedir fotos y vídeos. Al crear una cuenta o comprar puntos los aceptas.",
			"sections": [
				{
					"heading": "1. Solo para adultos",
					"body": ["Velvet es solo para personas de 18 años o más para quienes el contenido adulto sea legal donde viven. Lo confirmas al entrar en el sitio y de nuevo al crear una cuenta.", "Cerramos las cuentas que tengamos motivos para creer que pertenecen a un menor y borramos sus datos."]
				},
				{
					"heading": "2. Personajes ficticios generados por IA",
					"body": ["Todos los personajes («modelos») de Velvet son ficticios y están generados por inteligencia artificial. Cualquier parecido con personas reales es pura coincidencia. Las respuestas del chat y el contenido generado se producen automáticamente y pueden ser inexactos; no son palabras ni imágenes de una persona real."]
				},
				{
					"heading": "3. Tu cuenta",
					"body": ["Debes indicar un correo electrónico válido y confirmarlo con el código que te enviamos. Mantén tu contraseña en secreto; eres responsable de lo que ocurra con tu cuenta. Puedes exportar tus datos o eliminar tu cuenta en cualquier momento desde tu perfil."]
				},
				{
					"heading": "4. Puntos",
					"body": [
						"Los puntos son la moneda virtual de Velvet. Los compras en paquetes con precio en euros, con tarjeta o PayPal, y los gastas en mensajes de chat, fotos, vídeos y generaciones personalizadas al precio que se muestra antes de cada acción. Las cuentas nuevas reciben 20 puntos de bienvenida al verificar su correo.",
						"Los puntos no tienen valor monetario, no se pueden transferir a otra cuenta y no son reembolsables, salvo cuando la ley te reconozca un derecho de reembolso. Los puntos caducan 12 meses después de la fecha en que se añadieron a tu cuenta si no se han usado.",
						"Cuando una generación tarda, reservamos sus puntos al pedirla y solo los cobramos si sale bien. Si falla o se agota el tiempo, los puntos reservados vuelven a tu saldo."
					]
				},
				{
					"heading": "5. Uso aceptable",
					"body": ["No puedes usar Velvet para crear o pedir contenido que muestre o sugiera menores, personas reales identificables sin su consentimiento, actos no consentidos, violencia o cualquier cosa ilegal. No subas imágenes que no tengas derecho a usar. Podemos rechazar descripciones, retirar contenido y suspender cuentas que incumplan estas normas, y denunciamos el contenido ilegal ante las autoridades."]
				},
				{
					"heading": "6. Tu contenido",
					"body": ["Conservas todos los derechos sobre las imágenes que subes y sobre el contenido generado para ti. Solo nos das el permiso limitado necesario para procesarlos y prestarte el servicio. Las imágenes subidas para la generación personalizada se borran al terminar la generación, y los resultados personalizados se borran 24 horas después de crearse."]
				},
				{
					"heading": "7. Disponibilidad y responsabilidad",
					"body": ["Trabajamos para que Velvet esté disponible y sea seguro, pero no podemos garantizar que funcione sin interrupciones ni errores. Nada de estos términos limita la responsabilidad que la ley no permite limitar, incluidos tus derechos como consumidor en la Unión Europea."]
				},
				{
					"heading": "8. Cambios y ley aplicable",
					"body": ["Te avisaremos de los cambios importantes en estos términos por correo o en el sitio antes de que entren en vigor. Estos términos se rigen por la ley española; como consumidor también puedes acogerte a las leyes imperativas de tu país de residencia."]
				}
			]
		},
		"privacy": {
			"title": "Política de privacidad",
			"intro": "Esta política explica qué datos personales tiene Velvet sobre ti, para qué, durante cuánto tiempo y cómo puedes controlarlos.",
			"sections": [
				{
					"heading": "1. Qué recogemos",
					"body": [
						"Datos de la cuenta: nombre de usuario, correo electrónico, contraseña (guardada solo como un hash seguro), biografía opcional, idioma y fecha de alta.",
						"Actividad: tu historial de puntos, favoritos, mensajes de chat, peticiones de fotos y vídeos y las descripciones que escribes.",
						"Pagos: el paquete, el importe, la fecha y la referencia de pago de Stripe o PayPal. Nunca vemos ni guardamos el número completo de tu tarjeta.",
						"Datos técnicos: dirección IP y datos del navegador, usados para la seguridad, la limitación de intentos y la prevención del fraude."
					]
				},
				{
					"heading": "2. Para qué los usamos",
					"body": ["Para prestarte el servicio que pides (contrato), para mantener seguras las cuentas y los pagos (interés legítimo), para cumplir obligaciones contables y fiscales (obligación legal) y para enviarte el boletín solo si confirmaste la suscripción (consentimiento)."]
				},
				{
					"heading": "3. Cuánto tiempo los guardamos",
					"body": ["Los datos de la cuenta se guardan mientras exista tu cuenta. Las imágenes subidas se borran en cuanto termina su generación y los resultados personalizados a las 24 horas. Los registros de pagos y puntos se guardan durante el plazo que exige la ley fiscal; si eliminas tu cuenta, solo se conservan de forma seudonimizada."]
				},
				{
					"heading": "4. Con quién los compartimos",
					"body": ["Solo con los proveedores necesarios para que Velvet funcione: procesadores de pago (Stripe, PayPal), nuestro proveedor de correo y nuestro proveedor de alojamiento, todos con contratos de encargo del tratamiento. No vendemos tus datos ni usamos rastreadores publicitarios."]
				},
				{
					"heading": "5. Tus opciones",
					"body": ["Desde tu perfil puedes editar tus datos, descargar una copia de todos ellos y eliminar tu cuenta. También puedes escribirnos para cualquier solicitud sobre tus datos."]
				}
			]
		},
		"cookies": {
			"title": "Política de cookies",
			"intro": "Velvet usa solo las cookies y el almacenamiento local que necesita para funcionar. No hay cookies publicitarias ni de seguimiento entre sitios.",
			"sections": [
				{
					"heading": "1. Cookies esenciales",
					"body": [
						"velvet-session: mantiene tu sesión iniciada y la protege (caduca tras 2 horas de inactividad).",
						"XSRF-TOKEN: protege los formularios y las peticiones frente a la falsificación de peticiones entre sitios.",
						"lang: recuerda el idioma que elegiste (1 año).",
						"age_ok: recuerda que confirmaste tener 18 años o más (1 año)."
					]
				},
				{
					"heading": "2. Almacenamiento local",
					"body": ["Tu navegador también guarda tu idioma, tu confirmación de edad y, mientras verificas tu correo, la dirección que se está verificando. Nunca salen de tu dispositivo salvo como las cookies anteriores."]
				},
				{
					"heading": "3. Proveedores de pago",
					"body": ["Cuando pagas, Stripe o PayPal pueden instalar sus propias cookies para procesar el pago y prevenir el fraude, según sus propias políticas."]
				},
				{
					"heading": "4. Gestionar las cookies",
					"body": ["Puedes borrar las cookies desde la configuración de tu navegador en cualquier momento. Sin las cookies esenciales no podrás iniciar sesión ni comprar puntos."]
				}
			]
		},
		"gdpr": {
			"title": "Cumplimiento del RGPD",
			"intro": "Velvet trata los datos personales conforme al Reglamento General de Protección de Datos de la UE (RGPD) y a la ley española de protección de datos.",
			"sections": [
				{
					"heading": "1. Tus derechos",
					"body": ["Tienes derecho a acceder a tus datos, rectificarlos, suprimirlos, limitar u oponerte a su tratamiento, recibirlos en un formato portable y retirar tu consentimiento en cualquier momento.", "La exportación y la eliminación están disponibles directamente en tu perfil. Para cualquier otra solicitud, escríbenos; respondemos en el plazo de un mes."]
				},
				{
					"heading": "2. Seguridad y notificación de brechas",
					"body": ["Los datos viajan cifrados, las contraseñas se guardan como hash y el acceso está limitado al personal que lo necesita. Si se produce una brecha de datos personales, la notificamos a la autoridad de control en un plazo de 72 horas desde que tengamos conocimiento de ella e informamos sin demora indebida a los usuarios afectados cuando sea probable que suponga un alto riesgo para sus derechos."]
				},
				{
					"heading": "3. Transferencias fuera de la UE",
					"body": ["Cuando un proveedor trata datos fuera del Espacio Económico Europeo, nos basamos en una decisión de adecuación o en las cláusulas contractuales tipo de la Comisión Europea."]
				},
				{
					"heading": "4. Reclamaciones",
					"body": ["Si crees que no hemos tratado tus datos correctamente, puedes reclamar ante la Agencia Española de Protección de Datos (AEPD, www.aepd.es) o ante la autoridad de tu país. Te agradeceremos que nos des antes la oportunidad de resolverlo contigo."]
				}
			]
		}
	}
};
// inertia/i18n.ts
var LOCALES = ["en", "es"];
function isLocale(value) {
	return typeof value === "string" && LOCALES.includes(value);
}
/**
* One i18next instance per React tree: the browser makes one, the SSR
* renderer one per request (so concurrent renders never share a language).
* A missing key renders as the key itself and logs a warning.
*/
function createI18n(locale) {
	const instance = i18next.createInstance();
	instance.use(initReactI18next).init({
		resources: {
			en: { translation: en_default },
			es: { translation: es_default }
		},
		lng: locale,
		fallbackLng: false,
		supportedLngs: [...LOCALES],
		initAsync: false,
		interpolation: { escapeValue: false },
		saveMissing: true,
		missingKeyHandler: (lngs, _ns, key) => {
			console.warn(`[i18n] missing key "${key}" for ${lngs.join(",")}`);
		},
		react: { useSuspense: false }
	});
	return instance;
}
// inertia/lib/preferences.ts
/** Local-storage keys of the product (product.md §3). */
var STORAGE_KEYS = {
	language: "velvet.language",
	ageConfirmed: "velvet.ageConfirmed",
	verifyEmail: "velvet.verifyEmail"
};
var ONE_YEAR = 31536e3;
function setCookie(name, value) {
	const secure = window.location.protocol === "https:" ? "; secure" : "";
	document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR}; samesite=lax${secure}`;
}
function readCookie(name) {
	const match = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
	return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}
function storageGet(key) {
	try {
		return window.localStorage.getItem(key);
	} catch {
		return null;
	}
}
function storageSet(key, value) {
	try {
		window.localStorage.setItem(key, value);
	} catch {}
}
/** The current URL without `?lang=`, which would otherwise override the new choice. */
function urlWithoutLangParam() {
	const url = new URL(window.location.href);
	url.searchParams.delete("lang");
	return url.pathname + url.search + url.hash;
}
/**
* Saves the language (cookie for SSR, local storage for the browser) and
* reloads the page's props so server-translated content follows.
*/
function switchLanguage(i18n, locale) {
	setCookie("lang", locale);
	storageSet(STORAGE_KEYS.language, locale);
	i18n.changeLanguage(locale);
	router.visit(urlWithoutLangParam(), {
		preserveScroll: true,
		replace: true
	});
}
/**
* On the first load: a choice kept only in local storage (cookie cleared)
* is restored; a choice made through ?lang= is mirrored into storage.
*/
function reconcileStoredLanguage(i18n, serverLocale) {
	const cookie = readCookie("lang");
	const stored = storageGet(STORAGE_KEYS.language);
	if (!isLocale(cookie) && isLocale(stored) && stored !== serverLocale) {
		switchLanguage(i18n, stored);
		return;
	}
	if (isLocale(cookie)) storageSet(STORAGE_KEYS.language, cookie);
}
function confirmAge() {
	setCookie("age_ok", "1");
	storageSet(STORAGE_KEYS.ageConfirmed, "1");
}
/** A visitor who confirmed before but lost the cookie is not asked again. */
function ageConfirmedLocally() {
	if (storageGet(STORAGE_KEYS.ageConfirmed) === "1") {
		setCookie("age_ok", "1");
		return true;
	}
	return false;
}
// inertia/components/shell/age_gate.tsx
/**
* 18+ confirmation for visitors (design.md #14). The server decides whether
* to show it (no cookie, not signed in, not a crawler); the choice is kept
* in a cookie and in local storage.
*/
function AgeGate({ required }) {
	const { t } = useTranslation();
	const [open, setOpen] = useState(required);
	const [refused, setRefused] = useState(false);
	useEffect(() => {
		if (required && ageConfirmedLocally()) setOpen(false);
	}, [required]);
	useEffect(() => {
		document.body.classList.toggle("no-scroll", open);
		return () => document.body.classList.remove("no-scroll");
	}, [open]);
	if (!open) return null;
	return /* @__PURE__ */ jsx("div", {
		className: "age-gate",
		role: "dialog",
		"aria-modal": "true",
		"aria-labelledby": "age-gate-title",
		children: /* @__PURE__ */ jsxs("div", {
			className: "age-gate-card",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "age-badge",
					"aria-hidden": "true",
					children: "18+"
				}),
				/* @__PURE__ */ jsx("h2", {
					id: "age-gate-title",
					children: t("ageGate.title")
				}),
				refused ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", { children: t("ageGate.refused") }), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "btn btn-ghost",
					onClick: () => setRefused(false),
					children: t("ageGate.back")
				})] }) : /* @__PURE__ */ jsxs(Fragment, { children: [
					/* @__PURE__ */ jsx("p", { children: t("ageGate.text") }),
					/* @__PURE__ */ jsxs("div", {
						className: "age-gate-actions",
						children: [/* @__PURE__ */ jsx("button", {
							type: "button",
							className: "btn btn-primary",
							autoFocus: true,
							onClick: () => {
								confirmAge();
								setOpen(false);
							},
							children: t("ageGate.confirm")
						}), /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "btn btn-ghost",
							onClick: () => setRefused(true),
							children: t("ageGate.leave")
						})]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "muted small",
						children: t("ageGate.notice")
					})
				] })
			]
		})
	});
}
// inertia/components/shell/error_boundary.tsx
function ErrorFallback({ onRetry }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("section", {
		className: "container page-message",
		role: "alert",
		children: [
			/* @__PURE__ */ jsx("h1", { children: t("errors.boundary.title") }),
			/* @__PURE__ */ jsx("p", {
				className: "muted",
				children: t("errors.boundary.text")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "actions",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "btn btn-primary",
					onClick: onRetry,
					children: t("common.retry")
				}), /* @__PURE__ */ jsx("a", {
					className: "btn btn-ghost",
					href: "/",
					children: t("common.goHome")
				})]
			})
		]
	});
}
/**
* Catches a crash in a page so the header and footer stay usable; retry
* re-renders with fresh props. Navigating away (resetKey) clears it too.
*/
var ErrorBoundary = class extends Component {
	state = { error: null };
	static getDerivedStateFromError(error) {
		return { error };
	}
	componentDidUpdate(previous) {
		if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
	}
	componentDidCatch(error) {
		console.error(error);
	}
	retry = () => {
		this.setState({ error: null });
		router.reload();
	};
	render() {
		if (this.state.error) return /* @__PURE__ */ jsx(ErrorFallback, { onRetry: this.retry });
		return this.props.children;
	}
};
// inertia/components/shell/language_select.tsx
var FLAGS = {
	en: "🇬🇧",
	es: "🇪🇸"
};
/** Language dropdown: a native select, so keyboard and screen readers just work. */
function LanguageSelect({ id }) {
	const { t, i18n } = useTranslation();
	const current = i18n.language;
	return /* @__PURE__ */ jsxs("label", {
		className: "language-select",
		htmlFor: id,
		children: [/* @__PURE__ */ jsx("span", {
			className: "sr-only",
			children: t("language.label")
		}), /* @__PURE__ */ jsx("select", {
			id,
			value: current,
			"data-testid": id,
			onChange: (event) => switchLanguage(i18n, event.target.value),
			children: LOCALES.map((code) => /* @__PURE__ */ jsxs("option", {
				value: code,
				children: [
					FLAGS[code],
					" ",
					t(`language.names.${code}`)
				]
			}, code))
		})]
	});
}
// inertia/components/shell/newsletter_form.tsx
/** Double opt-in sign-up: the server mails a confirmation link (design.md #13). */
function NewsletterForm() {
	const { t } = useTranslation();
	const form = useForm({ email: "" });
	return /* @__PURE__ */ jsxs("form", {
		className: "newsletter-form",
		noValidate: true,
		onSubmit: (event) => {
			event.preventDefault();
			form.post("/newsletter", {
				preserveScroll: true,
				onSuccess: () => form.reset()
			});
		},
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: "newsletter-email",
				className: "sr-only",
				children: t("footer.newsletter.email")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "input-row",
				children: [/* @__PURE__ */ jsx("input", {
					id: "newsletter-email",
					type: "email",
					autoComplete: "email",
					placeholder: t("footer.newsletter.placeholder"),
					value: form.data.email,
					onChange: (event) => form.setData("email", event.target.value),
					"aria-invalid": !!form.errors.email,
					"aria-describedby": form.errors.email ? "newsletter-error" : void 0
				}), /* @__PURE__ */ jsxs("button", {
					type: "submit",
					className: "btn btn-primary",
					disabled: form.processing,
					children: [form.processing ? /* @__PURE__ */ jsx("span", {
						className: "spinner",
						"aria-hidden": "true"
					}) : null, t("footer.newsletter.subscribe")]
				})]
			}),
			form.errors.email && /* @__PURE__ */ jsx("p", {
				id: "newsletter-error",
				className: "field-error",
				role: "alert",
				children: form.errors.email
			})
		]
	});
}
// inertia/lib/app_name.ts
var APP_NAME = "Velvet";
/** Same callback on the server and in the browser, so SSR and hydration agree. */
function pageTitle(title) {
	return title ? `${title} · ${APP_NAME}` : APP_NAME;
}
// inertia/components/shell/footer.tsx
var SOCIAL = [
	{
		name: "X",
		href: "https://x.com/velvet_ai"
	},
	{
		name: "Instagram",
		href: "https://www.instagram.com/velvet_ai"
	},
	{
		name: "Telegram",
		href: "https://t.me/velvet_ai"
	}
];
function Footer() {
	const { t } = useTranslation();
	const { site } = usePage().props;
	const year = (/* @__PURE__ */ new Date()).getFullYear();
	return /* @__PURE__ */ jsxs("footer", {
		className: "site-footer",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "container footer-grid",
			children: [
				/* @__PURE__ */ jsxs("section", { children: [
					/* @__PURE__ */ jsx("h2", {
						className: "footer-title",
						children: APP_NAME
					}),
					/* @__PURE__ */ jsx("p", {
						className: "muted",
						children: t("footer.tagline")
					}),
					/* @__PURE__ */ jsx("ul", {
						className: "social-links",
						"aria-label": t("footer.social"),
						children: SOCIAL.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
							href: item.href,
							rel: "noopener noreferrer",
							target: "_blank",
							children: item.name
						}) }, item.name))
					})
				] }),
				/* @__PURE__ */ jsxs("section", { children: [/* @__PURE__ */ jsx("h2", {
					className: "footer-title",
					children: t("footer.quickLinks")
				}), /* @__PURE__ */ jsxs("ul", { children: [
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						href: "/",
						children: t("nav.home")
					}) }),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						href: "/categories",
						children: t("nav.categories")
					}) }),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						href: "/models",
						children: t("nav.models")
					}) }),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						href: "/custom-generation",
						children: t("nav.customGeneration")
					}) }),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						href: "/payment",
						children: t("footer.buyPoints")
					}) })
				] })] }),
				/* @__PURE__ */ jsxs("section", { children: [/* @__PURE__ */ jsx("h2", {
					className: "footer-title",
					children: t("footer.features")
				}), /* @__PURE__ */ jsxs("ul", {
					className: "muted",
					children: [
						/* @__PURE__ */ jsx("li", { children: t("footer.featureList.chat") }),
						/* @__PURE__ */ jsx("li", { children: t("footer.featureList.photos") }),
						/* @__PURE__ */ jsx("li", { children: t("footer.featureList.videos") }),
						/* @__PURE__ */ jsx("li", { children: t("footer.featureList.custom") })
					]
				})] }),
				/* @__PURE__ */ jsxs("section", { children: [/* @__PURE__ */ jsx("h2", {
					className: "footer-title",
					children: t("footer.legal")
				}), /* @__PURE__ */ jsxs("ul", { children: [
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						href: "/legal?tab=terms",
						children: t("legal.tabs.terms")
					}) }),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						href: "/legal?tab=privacy",
						children: t("legal.tabs.privacy")
					}) }),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						href: "/legal?tab=cookies",
						children: t("legal.tabs.cookies")
					}) }),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						href: "/legal?tab=gdpr",
						children: t("legal.tabs.gdpr")
					}) }),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
						href: `mailto:${site.supportEmail}`,
						children: t("footer.support")
					}) })
				] })] }),
				/* @__PURE__ */ jsxs("section", { children: [
					/* @__PURE__ */ jsx("h2", {
						className: "footer-title",
						children: t("footer.newsletter.title")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "muted",
						children: t("footer.newsletter.text")
					}),
					/* @__PURE__ */ jsx(NewsletterForm, {}),
					/* @__PURE__ */ jsx("div", {
						className: "footer-language",
						children: /* @__PURE__ */ jsx(LanguageSelect, { id: "footer-language" })
					})
				] })
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "container footer-bottom muted",
			children: [/* @__PURE__ */ jsx("span", { children: t("footer.adultsOnly") }), /* @__PURE__ */ jsxs("span", { children: [
				"© ",
				year,
				" ",
				APP_NAME,
				". ",
				t("footer.rights")
			] })]
		})]
	});
}
// inertia/lib/format.ts
/** Locale-aware formatting helpers shared by every page. */
var TAGS = {
	en: "en-GB",
	es: "es-ES"
};
function tag(locale) {
	return TAGS[locale] ?? "en-GB";
}
/** Points and counts; visit counts always use dots for thousands (product.md §2). */
function formatPoints(value, locale) {
	return new Intl.NumberFormat(tag(locale)).format(value);
}
// inertia/components/shell/header.tsx
function shortUsername(username) {
	return username.length > 5 ? `${username.slice(0, 5)}…` : username;
}
function Header() {
	const { t, i18n } = useTranslation();
	const { user, balance, site } = usePage().props;
	const [menuOpen, setMenuOpen] = useState(false);
	useEffect(() => {
		const media = window.matchMedia(`(min-width: 769px)`);
		const onChange = () => media.matches && setMenuOpen(false);
		media.addEventListener("change", onChange);
		const offNavigate = router.on("navigate", () => setMenuOpen(false));
		return () => {
			media.removeEventListener("change", onChange);
			offNavigate();
		};
	}, []);
	const links = [
		{
			href: "/",
			label: t("nav.home")
		},
		{
			href: "/categories",
			label: t("nav.categories")
		},
		{
			href: "/models",
			label: t("nav.models")
		},
		{
			href: "/custom-generation",
			label: t("nav.customGeneration")
		}
	];
	const currentPath = site.path.split("?")[0];
	return /* @__PURE__ */ jsx("header", {
		className: "site-header",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container header-bar",
			children: [
				/* @__PURE__ */ jsxs(Link, {
					href: "/",
					className: "brand",
					"aria-label": APP_NAME,
					children: [/* @__PURE__ */ jsx("span", {
						className: "brand-mark",
						"aria-hidden": "true",
						children: "V"
					}), /* @__PURE__ */ jsx("span", {
						className: "brand-name",
						children: APP_NAME
					})]
				}),
				/* @__PURE__ */ jsxs("nav", {
					id: "main-menu",
					className: `main-nav ${menuOpen ? "is-open" : ""}`,
					"aria-label": t("nav.label"),
					"data-testid": "main-menu",
					children: [/* @__PURE__ */ jsx("ul", { children: links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						href: link.href,
						className: currentPath === link.href ? "is-active" : void 0,
						"aria-current": currentPath === link.href ? "page" : void 0,
						children: link.label
					}) }, link.href)) }), /* @__PURE__ */ jsxs("div", {
						className: "nav-account",
						children: [/* @__PURE__ */ jsx(LanguageSelect, { id: "header-language" }), user ? /* @__PURE__ */ jsxs(Fragment, { children: [
							/* @__PURE__ */ jsxs(Link, {
								href: "/payment",
								className: "balance-pill",
								"data-testid": "header-balance",
								children: [
									/* @__PURE__ */ jsx("span", {
										"aria-hidden": "true",
										children: "◆"
									}),
									" ",
									formatPoints(balance ?? 0, i18n.language),
									" ",
									t("common.points")
								]
							}),
							/* @__PURE__ */ jsx(Link, {
								href: "/profile",
								className: "nav-user",
								title: user.username,
								"data-testid": "header-user",
								children: shortUsername(user.username)
							}),
							/* @__PURE__ */ jsx("button", {
								type: "button",
								className: "btn btn-ghost",
								onClick: () => router.post("/logout"),
								children: t("nav.logout")
							})
						] }) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Link, {
							href: "/login",
							className: "btn btn-ghost",
							children: t("nav.login")
						}), /* @__PURE__ */ jsx(Link, {
							href: "/register",
							className: "btn btn-primary",
							children: t("nav.register")
						})] })]
					})]
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "menu-toggle",
					"aria-controls": "main-menu",
					"aria-expanded": menuOpen,
					"aria-label": menuOpen ? t("nav.closeMenu") : t("nav.openMenu"),
					onClick: () => setMenuOpen((open) => !open),
					children: /* @__PURE__ */ jsx("span", {
						className: "menu-icon",
						"aria-hidden": "true"
					})
				})
			]
		})
	});
}
// inertia/components/shell/loading_screen.tsx
/** Only navigations slower than this get the full-screen loader (the top bar shows at once). */
var DELAY_MS = 600;
/**
* Full-screen loading state while a page (and the session it carries) loads.
* Fast navigations never show it; slow ones don't look frozen.
*/
function LoadingScreen() {
	const { t } = useTranslation();
	const [visible, setVisible] = useState(false);
	useEffect(() => {
		let timer;
		const offStart = router.on("start", (event) => {
			if (event.detail.visit.prefetch || event.detail.visit.async) return;
			timer = setTimeout(() => setVisible(true), DELAY_MS);
		});
		const offFinish = router.on("finish", () => {
			clearTimeout(timer);
			setVisible(false);
		});
		return () => {
			clearTimeout(timer);
			offStart();
			offFinish();
		};
	}, []);
	if (!visible) return null;
	return /* @__PURE__ */ jsxs("div", {
		className: "loading-screen",
		role: "status",
		"aria-live": "polite",
		"data-testid": "loading-screen",
		children: [/* @__PURE__ */ jsx("span", {
			className: "spinner spinner-lg",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsx("span", { children: t("common.loading") })]
	});
}
// inertia/components/shell/toasts.tsx
/**
* Notification area, top-right (design.md #4): success 2 s; blank, error and
* custom 4 s; loading until dismissed. react-hot-toast caps the queue at 20.
* Server-side flash toasts (after a redirect) are shown once here.
*/
function Toasts() {
	const { toast: flash } = usePage().props;
	useEffect(() => {
		if (!flash) return;
		if (flash.type === "success") toast.success(flash.message);
		else if (flash.type === "error") toast.error(flash.message);
		else toast(flash.message);
	}, [flash]);
	return /* @__PURE__ */ jsx(Toaster, {
		position: "top-right",
		toastOptions: {
			duration: 4e3,
			success: { duration: 2e3 },
			loading: { duration: Infinity },
			className: "toast"
		}
	});
}
// inertia/layouts/app_layout.tsx
/** The persistent shell around every page: header, footer, toasts, age gate. */
function AppLayout({ children }) {
	const { locale, ageGate, site } = usePage().props;
	const { i18n } = useTranslation();
	if (i18n.language !== locale) i18n.changeLanguage(locale);
	useEffect(() => {
		document.documentElement.lang = locale;
	}, [locale]);
	useEffect(() => {
		reconcileStoredLanguage(i18n, locale);
	}, []);
	return /* @__PURE__ */ jsxs("div", {
		className: "app-shell",
		children: [
			/* @__PURE__ */ jsx("a", {
				href: "#main",
				className: "skip-link",
				children: i18n.t("nav.skipToContent")
			}),
			/* @__PURE__ */ jsx(Header, {}),
			/* @__PURE__ */ jsx("main", {
				id: "main",
				className: "app-main",
				children: /* @__PURE__ */ jsx(ErrorBoundary, {
					resetKey: site.path,
					children
				})
			}),
			/* @__PURE__ */ jsx(Footer, {}),
			/* @__PURE__ */ jsx(AgeGate, { required: ageGate }),
			/* @__PURE__ */ jsx(Toasts, {}),
			/* @__PURE__ */ jsx(LoadingScreen, {})
		]
	});
}
export { createI18n as a, LOCALES as i, APP_NAME as n, isLocale as o, pageTitle as r, AppLayout as t };
