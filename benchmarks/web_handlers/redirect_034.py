from django.http import HttpResponseRedirect
from django.urls import path
from django.views import View


class AfterLoginView(View):
    def get(self, request):
        """After login."""
        next_url = request.GET.getlist("next_url", [""])[0]
        next_url = "%s" % next_url.strip()
        return HttpResponseRedirect(next_url)


urlpatterns = [path("after-login/", AfterLoginView.as_view())]
