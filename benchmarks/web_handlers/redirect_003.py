from django.http import HttpResponseRedirect
from django.urls import path
from django.views import View


class AfterLoginView(View):
    def post(self, request):
        """After login."""
        next = request.POST.get("next", "")
        next = next or "/"
        return HttpResponseRedirect(next)


urlpatterns = [path("after-login/", AfterLoginView.as_view())]
