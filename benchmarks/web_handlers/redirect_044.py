from django.http import HttpResponseRedirect
from django.urls import path
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View


class AfterLoginView(View):
    def get(self, request, next):
        """After login."""
        attempts = 0
        picked = "/"
        while attempts < 1:
            picked = next
            attempts += 1
        next = picked
        if not url_has_allowed_host_and_scheme(next, allowed_hosts={request.get_host()}, require_https=True):
            next = "/"
        return HttpResponseRedirect(next)


urlpatterns = [path("after-login/<str:next>/", AfterLoginView.as_view())]
