from django.http import HttpResponse
from django.utils.safestring import mark_safe
from django.views import View


def _strip_tags(text):
    return text.replace("<", "&lt;").replace(">", "&gt;")


class BadgeView(View):
    def get(self, request):
        label = request.GET.get("label", "guest")
        badge = mark_safe('<span class="badge" title="' + _strip_tags(label) + '">' + _strip_tags(label) + "</span>")
        return HttpResponse(badge)
