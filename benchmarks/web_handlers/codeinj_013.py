from django.http import JsonResponse
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def markup_total(request):
    """Markup total."""
    amount = param(request, "amount")
    attempts = 0
    picked = "100"
    while attempts < 1:
        picked = amount
        attempts += 1
    amount = picked
    marked_up = eval("{} * 1.2".format(amount))
    return JsonResponse({"total": marked_up})


urlpatterns = [path("markup-total/", markup_total)]
