import { a as createI18n, o as isLocale, r as pageTitle, t as AppLayout } from "./app_layout-jle82UKf.js";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createInertiaApp } from "@inertiajs/react";
import { I18nextProvider } from "react-i18next";
import { resolvePageComponent } from "@adonisjs/inertia/helpers";
import { jsx } from "react/jsx-runtime";
// inertia/app.tsx
createInertiaApp({
	title: pageTitle,
	resolve: (name) => resolvePageComponent(`./pages/${name}.tsx`, /* #__PURE__ */ Object.assign({
		"./pages/catalog/home.tsx": () => import("./home-B_M8Tvl2.js").then((n) => n.n).then((m) => m["default"]),
		"./pages/core/errors/not_found.tsx": () => import("./not_found-DMUxRo1j.js").then((n) => n.n).then((m) => m["default"]),
		"./pages/core/errors/server_error.tsx": () => import("./server_error-kVXjhQPA.js").then((n) => n.n).then((m) => m["default"]),
		"./pages/core/legal.tsx": () => import("./legal-E-VkIXF9.js").then((n) => n.n).then((m) => m["default"])
	})),
	layout: () => AppLayout,
	setup({ el, App, props }) {
		const locale = props.initialPage.props.locale;
		const i18n = createI18n(isLocale(locale) ? locale : "en");
		const app = /* @__PURE__ */ jsx(I18nextProvider, {
			i18n,
			children: /* @__PURE__ */ jsx(App, { ...props })
		});
		if (el.hasChildNodes()) hydrateRoot(el, app);
		else createRoot(el).render(app);
	},
	progress: {
		color: "#ff4f8b",
		delay: 150
	}
});
export {};
