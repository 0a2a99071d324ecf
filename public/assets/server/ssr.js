import { t as Home } from "./home-B_M8Tvl2.js";
import { t as NotFound } from "./not_found-DMUxRo1j.js";
import { t as ServerError } from "./server_error-kVXjhQPA.js";
import { t as Legal } from "./legal-E-VkIXF9.js";
import { a as createI18n, o as isLocale, r as pageTitle, t as AppLayout } from "./app_layout-jle82UKf.js";
import { createInertiaApp } from "@inertiajs/react";
import { I18nextProvider } from "react-i18next";
import { resolvePageComponent } from "@adonisjs/inertia/helpers";
import { jsx } from "react/jsx-runtime";
import ReactDOMServer from "react-dom/server";
// inertia/ssr.tsx
function render(page) {
	return createInertiaApp({
		page,
		render: ReactDOMServer.renderToString,
		title: pageTitle,
		resolve: (name) => resolvePageComponent(`./pages/${name}.tsx`, /* #__PURE__ */ Object.assign({
			"./pages/catalog/home.tsx": Home,
			"./pages/core/errors/not_found.tsx": NotFound,
			"./pages/core/errors/server_error.tsx": ServerError,
			"./pages/core/legal.tsx": Legal
		})),
		layout: () => AppLayout,
		setup: ({ App, props }) => {
			const locale = props.initialPage.props.locale;
			const i18n = createI18n(isLocale(locale) ? locale : "en");
			return /* @__PURE__ */ jsx(I18nextProvider, {
				i18n,
				children: /* @__PURE__ */ jsx(App, { ...props })
			});
		}
	});
}
export { render as default };
