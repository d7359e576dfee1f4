from django.utils.html import format_html_join
from django.views.generic import TemplateView


class DocsPageView(TemplateView):
    template_name = "docs/page.html"

    def breadcrumb_html(self, trail: list[tuple[str, str]]) -> str:
        return format_html_join(" / ", '<a href="/docs/{}/">{}</a>', trail)

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        path = self.request.GET.get("path", "")
        trail = [(part, part.replace("-", " ").title()) for part in path.split("/") if part]
        context["breadcrumbs"] = self.breadcrumb_html(trail)
        return context
