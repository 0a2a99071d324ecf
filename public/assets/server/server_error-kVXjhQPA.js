import { n as __exportAll, t as SeoHead } from "./seo_head-BeMpySWf.js";
import { router } from "@inertiajs/react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// inertia/pages/core/errors/server_error.tsx
var server_error_exports = /* @__PURE__ */ __exportAll({ default: () => ServerError });
function ServerError() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("section", {
		className: "container page-message",
		role: "alert",
		children: [
			/* @__PURE__ */ jsx(SeoHead, {
				title: t("meta.serverError.title"),
				description: t("meta.serverError.description"),
				noindex: true
			}),
			/* @__PURE__ */ jsx("p", {
				className: "error-code",
				"aria-hidden": "true",
				children: "500"
			}),
			/* @__PURE__ */ jsx("h1", { children: t("errors.serverPage.title") }),
			/* @__PURE__ */ jsx("p", {
				className: "muted",
				children: t("errors.serverPage.text")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "actions",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "btn btn-primary",
					onClick: () => router.reload(),
					children: t("common.retry")
				}), /* @__PURE__ */ jsx("a", {
					href: "/",
					className: "btn btn-ghost",
					children: t("common.goHome")
				})]
			})
		]
	});
}
export { server_error_exports as n, ServerError as t };
