import { i as LOCALES, n as APP_NAME, r as pageTitle } from "./app_layout-jle82UKf.js";
import { Head, usePage } from "@inertiajs/react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// inertia/components/shell/seo_head.tsx
function withLang(origin, path, lang) {
	const url = new URL(path, origin);
	url.searchParams.delete("lang");
	if (lang) url.searchParams.set("lang", lang);
	return url.toString();
}
/**
* Per-page title, description, social tags, canonical link and the en/es
* alternates (design.md conflict 1: alternates use ?lang=).
*/
function SeoHead({ title, description, image, type = "website", noindex }) {
	const { site, locale } = usePage().props;
	const { t } = useTranslation();
	const canonical = withLang(site.origin, site.path, locale);
	const ogImage = image ? new URL(image, site.origin).toString() : `${site.origin}/og-image.png`;
	return /* @__PURE__ */ jsxs(Head, { children: [
		/* @__PURE__ */ jsx("title", { children: title }),
		/* @__PURE__ */ jsx("meta", {
			"head-key": "description",
			name: "description",
			content: description
		}),
		/* @__PURE__ */ jsx("link", {
			"head-key": "canonical",
			rel: "canonical",
			href: canonical
		}),
		LOCALES.map((lang) => /* @__PURE__ */ jsx("link", {
			"head-key": `alternate-${lang}`,
			rel: "alternate",
			hrefLang: lang,
			href: withLang(site.origin, site.path, lang)
		}, lang)),
		/* @__PURE__ */ jsx("link", {
			"head-key": "alternate-x-default",
			rel: "alternate",
			hrefLang: "x-default",
			href: withLang(site.origin, site.path)
		}),
		/* @__PURE__ */ jsx("meta", {
			"head-key": "og:site_name",
			property: "og:site_name",
			content: APP_NAME
		}),
		/* @__PURE__ */ jsx("meta", {
			"head-key": "og:title",
			property: "og:title",
			content: pageTitle(title)
		}),
		/* @__PURE__ */ jsx("meta", {
			"head-key": "og:description",
			property: "og:description",
			content: description
		}),
		/* @__PURE__ */ jsx("meta", {
			"head-key": "og:type",
			property: "og:type",
			content: type
		}),
		/* @__PURE__ */ jsx("meta", {
			"head-key": "og:url",
			property: "og:url",
			content: canonical
		}),
		/* @__PURE__ */ jsx("meta", {
			"head-key": "og:image",
			property: "og:image",
			content: ogImage
		}),
		/* @__PURE__ */ jsx("meta", {
			"head-key": "og:locale",
			property: "og:locale",
			content: t("meta.ogLocale")
		}),
		/* @__PURE__ */ jsx("meta", {
			"head-key": "twitter:card",
			name: "twitter:card",
			content: "summary_large_image"
		}),
		noindex && /* @__PURE__ */ jsx("meta", {
			"head-key": "robots",
			name: "robots",
			content: "noindex"
		})
	] });
}
export { __exportAll as n, SeoHead as t };
