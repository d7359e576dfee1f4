from django.http import HttpResponseRedirect
from django.urls import path


def checkout_done(request):
    """Checkout done."""
    next_url = request.GET.dict().get("next_url", "")
    next_url = f"{next_url.strip()}"
    return HttpResponseRedirect("/orders/" + str(int(next_url)))


urlpatterns = [path("checkout-done/", checkout_done)]
