from django.utils.html import escape
from django.utils.safestring import mark_safe
from django.views.generic import TemplateView


class DocsPageView(TemplateView):
    template_name = "docs/page.html"

    def breadcrumb_html(self, trail: list[tuple[str, str]]) -> str:
        links = [f'<a href="/docs/{slug}/">{escape(label)}</a>' for slug, label in trail]
        return mark_safe(" / ".join(links))

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        path = self.request.GET.get("path", "")
        trail = [(part, part.replace("-", " ").title()) for part in path.split("/") if part]
        context["breadcrumbs"] = self.breadcrumb_html(trail)
        return context
