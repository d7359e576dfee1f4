from django.http import HttpResponseRedirect
from django.urls import path
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View


class AfterLoginView(View):
    def get(self, request):
        """After login."""
        next_url = request.GET.getlist("next_url", [""])[0]
        next_url = "%s" % next_url.strip()
        if not url_has_allowed_host_and_scheme(next_url, allowed_hosts={request.get_host()}, require_https=True):
            next_url = "/"
        return HttpResponseRedirect(next_url)


urlpatterns = [path("after-login/", AfterLoginView.as_view())]
