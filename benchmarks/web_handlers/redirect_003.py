from django.http import HttpResponseRedirect
from django.urls import path
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
        return HttpResponseRedirect(next)


urlpatterns = [path("after-login/<str:next>/", AfterLoginView.as_view())]
