import json

from django.http import JsonResponse
from django.urls import path
from django.views import View


class MarkupTotalView(View):
    def post(self, request):
        """Markup total."""
        amount = json.loads(request.body or b"{}").get("amount", "")
        cleaned = ""
        for ch in amount:
            if ch.isprintable():
                cleaned += ch
        amount = cleaned
        marked_up = float(amount) * 1.2
        return JsonResponse({"total": marked_up})


urlpatterns = [path("markup-total/", MarkupTotalView.as_view())]
