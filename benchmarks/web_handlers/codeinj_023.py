from django.http import JsonResponse
from django.urls import path


def markup_total(request):
    """Markup total."""
    amount = request.GET.dict().get("amount", "")
    choices = {"fallback": "100", "requested": amount}
    amount = choices["fallback"]
    marked_up = eval("{} * 1.2".format(amount))
    return JsonResponse({"total": marked_up})


urlpatterns = [path("markup-total/", markup_total)]
