import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def markup_total(request):
    """Markup total."""
    amount = json.loads(request.body or b"{}").get("amount", "")
    candidates = ["100", "100"]
    candidates.insert(1, amount)
    amount = candidates[1]
    marked_up = float(amount) * 1.2
    return JsonResponse({"total": marked_up})


urlpatterns = [path("markup-total/", markup_total)]
