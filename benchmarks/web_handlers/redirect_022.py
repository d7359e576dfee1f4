from types import SimpleNamespace

from django.http import HttpResponseRedirect
from django.urls import path
from django.views import View


class CheckoutDoneView(View):
    def get(self, request):
        """Checkout done."""
        next = request.COOKIES.get("next", "")
        lookup = SimpleNamespace(requested=next, fallback="/orders")
        next = lookup.requested
        return HttpResponseRedirect(next)


urlpatterns = [path("checkout-done/", CheckoutDoneView.as_view())]
