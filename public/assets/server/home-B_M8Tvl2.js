import { n as __exportAll, t as SeoHead } from "./seo_head-BeMpySWf.js";
import { Link } from "@inertiajs/react";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// inertia/pages/catalog/home.tsx
var home_exports = /* @__PURE__ */ __exportAll({ default: () => Home });
var FEATURES = [
	"chat",
	"photos",
	"videos",
	"custom"
];
var STATS = [
	"models",
	"users",
	"content",
	"satisfaction"
];
function Home() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(SeoHead, {
			title: t("meta.home.title"),
			description: t("meta.home.description")
		}),
		/* @__PURE__ */ jsxs("section", {
			className: "hero",
			children: [/* @__PURE__ */ jsx("div", {
				className: "hero-backdrop",
				"aria-hidden": "true"
			}), /* @__PURE__ */ jsxs("div", {
				className: "container hero-content",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "eyebrow",
						children: t("home.hero.eyebrow")
					}),
					/* @__PURE__ */ jsx("h1", { children: t("home.hero.title") }),
					/* @__PURE__ */ jsx("p", {
						className: "lead",
						children: t("home.hero.subtitle")
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "actions",
						children: [/* @__PURE__ */ jsx(Link, {
							href: "/models",
							className: "btn btn-primary btn-lg",
							children: t("home.hero.explore")
						}), /* @__PURE__ */ jsx(Link, {
							href: "/register",
							className: "btn btn-ghost btn-lg",
							children: t("home.hero.join")
						})]
					})
				]
			})]
		}),
		/* @__PURE__ */ jsxs("section", {
			className: "container section",
			"aria-labelledby": "features-title",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "features-title",
				className: "section-title",
				children: t("home.features.title")
			}), /* @__PURE__ */ jsx("ul", {
				className: "feature-grid",
				children: FEATURES.map((feature) => /* @__PURE__ */ jsxs("li", {
					className: "card feature-card",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: `feature-icon feature-${feature}`,
							"aria-hidden": "true"
						}),
						/* @__PURE__ */ jsx("h3", { children: t(`home.features.${feature}.title`) }),
						/* @__PURE__ */ jsx("p", {
							className: "muted",
							children: t(`home.features.${feature}.text`)
						})
					]
				}, feature))
			})]
		}),
		/* @__PURE__ */ jsxs("section", {
			className: "container section",
			"aria-labelledby": "stats-title",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "stats-title",
				className: "sr-only",
				children: t("home.stats.title")
			}), /* @__PURE__ */ jsx("dl", {
				className: "stats-grid",
				children: STATS.map((stat) => /* @__PURE__ */ jsxs("div", {
					className: "stat",
					children: [/* @__PURE__ */ jsx("dt", {
						className: "muted",
						children: t(`home.stats.${stat}.label`)
					}), /* @__PURE__ */ jsx("dd", { children: t(`home.stats.${stat}.value`) })]
				}, stat))
			})]
		})
	] });
}
export { home_exports as n, Home as t };
