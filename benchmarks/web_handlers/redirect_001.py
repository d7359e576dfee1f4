from django.http import HttpResponseRedirect
from django.urls import path


def checkout_done(request, next):
    """Checkout done."""
    if not next:
        next = ""
    return HttpResponseRedirect("/orders/" + str(int(next)))


urlpatterns = [path("checkout-done/<str:next>/", checkout_done)]
