from django.http import HttpResponseRedirect
from django.urls import path


def checkout_done(request):
    """Checkout done."""
    next = request.GET.get("next", "")
    return HttpResponseRedirect("/orders/" + str(int(next)))


urlpatterns = [path("checkout-done/", checkout_done)]
