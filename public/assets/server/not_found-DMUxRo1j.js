import { n as __exportAll, t as SeoHead } from "./seo_head-BeMpySWf.js";
import { Link } from "@inertiajs/react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// inertia/pages/core/errors/not_found.tsx
var not_found_exports = /* @__PURE__ */ __exportAll({ default: () => NotFound });
function NotFound() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("section", {
		className: "container page-message",
		"data-testid": "not-found",
		children: [
			/* @__PURE__ */ jsx(SeoHead, {
				title: t("meta.notFound.title"),
				description: t("meta.notFound.description"),
				noindex: true
			}),
			/* @__PURE__ */ jsx("p", {
				className: "error-code",
				"aria-hidden": "true",
				children: "404"
			}),
			/* @__PURE__ */ jsx("h1", { children: t("errors.notFoundPage.title") }),
			/* @__PURE__ */ jsx("p", {
				className: "muted",
				children: t("errors.notFoundPage.text")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "actions",
				children: [/* @__PURE__ */ jsx(Link, {
					href: "/",
					className: "btn btn-primary",
					children: t("common.goHome")
				}), /* @__PURE__ */ jsx(Link, {
					href: "/models",
					className: "btn btn-ghost",
					children: t("errors.notFoundPage.browseModels")
				})]
			})
		]
	});
}
export { not_found_exports as n, NotFound as t };
