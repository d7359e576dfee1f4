from django.http import JsonResponse
from django.urls import path


def markup_total(request):
    """Markup total."""
    amount = request.COOKIES.get("amount", "")
    mode = "override"
    if mode == "override":
        chosen = amount
    else:
        chosen = "100"
    amount = chosen
    marked_up = eval("{} * 1.2".format(amount))
    return JsonResponse({"total": marked_up})


urlpatterns = [path("markup-total/", markup_total)]
