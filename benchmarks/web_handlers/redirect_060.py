from django.http import HttpResponseRedirect
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def checkout_done(request):
    """Checkout done."""
    next_url = param(request, "next_url")
    attempts = 0
    picked = "/orders"
    while attempts < 1:
        picked = next_url
        attempts += 1
    next_url = picked
    return HttpResponseRedirect(next_url)


urlpatterns = [path("checkout-done/", checkout_done)]
