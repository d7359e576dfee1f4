from django.http import HttpResponseRedirect
from django.urls import path
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View


class AfterLoginView(View):
    def post(self, request):
        """After login."""
        next = request.POST.get("next", "")
        next = next or "/"
        if not url_has_allowed_host_and_scheme(next, allowed_hosts={request.get_host()}, require_https=True):
            next = "/"
        return HttpResponseRedirect(next)


urlpatterns = [path("after-login/", AfterLoginView.as_view())]
