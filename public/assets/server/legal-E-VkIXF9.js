import { n as __exportAll, t as SeoHead } from "./seo_head-BeMpySWf.js";
import { router, usePage } from "@inertiajs/react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// inertia/pages/core/legal.tsx
var legal_exports = /* @__PURE__ */ __exportAll({ default: () => Legal });
function Legal({ tab, tabs }) {
	const { t } = useTranslation();
	const { site } = usePage().props;
	const sections = t(`legal.${tab}.sections`, { returnObjects: true });
	const select = (next) => router.get("/legal", { tab: next }, {
		preserveScroll: true,
		preserveState: true,
		replace: true
	});
	return /* @__PURE__ */ jsxs("section", {
		className: "container legal-page",
		children: [
			/* @__PURE__ */ jsx(SeoHead, {
				title: t(`legal.${tab}.title`),
				description: t("meta.legal.description")
			}),
			/* @__PURE__ */ jsx("h1", { children: t("legal.title") }),
			/* @__PURE__ */ jsx("p", {
				className: "muted",
				"data-testid": "legal-updated",
				children: t("legal.lastUpdated", { date: t("legal.updatedOn") })
			}),
			/* @__PURE__ */ jsx("div", {
				role: "tablist",
				"aria-label": t("legal.title"),
				className: "tabs",
				children: tabs.map((name) => /* @__PURE__ */ jsx("button", {
					type: "button",
					role: "tab",
					id: `tab-${name}`,
					"aria-selected": tab === name,
					"aria-controls": `panel-${name}`,
					className: `tab ${tab === name ? "is-active" : ""}`,
					onClick: () => select(name),
					children: t(`legal.tabs.${name}`)
				}, name))
			}),
			/* @__PURE__ */ jsxs("article", {
				id: `panel-${tab}`,
				role: "tabpanel",
				"aria-labelledby": `tab-${tab}`,
				className: "legal-body",
				children: [
					/* @__PURE__ */ jsx("h2", { children: t(`legal.${tab}.title`) }),
					/* @__PURE__ */ jsx("p", {
						className: "lead",
						children: t(`legal.${tab}.intro`)
					}),
					Array.isArray(sections) && sections.map((section) => /* @__PURE__ */ jsxs("section", { children: [/* @__PURE__ */ jsx("h3", { children: section.heading }), section.body.map((paragraph) => /* @__PURE__ */ jsx("p", { children: paragraph }, paragraph))] }, section.heading)),
					/* @__PURE__ */ jsxs("p", {
						className: "legal-contact",
						children: [
							t("legal.contact"),
							" ",
							/* @__PURE__ */ jsx("a", {
								href: `mailto:${site.supportEmail}`,
								children: site.supportEmail
							})
						]
					})
				]
			})
		]
	});
}
export { legal_exports as n, Legal as t };
