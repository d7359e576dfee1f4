from django.http import HttpResponse
from django.utils.html import format_html
from django.views import View


def _strip_tags(text):
    return text.replace("<", "&lt;").replace(">", "&gt;")


class BadgeView(View):
    def get(self, request):
        label = request.GET.get("label", "guest")
        badge = format_html('<span class="badge" title="{}">{}</span>', label, label)
        return HttpResponse(badge)
