from django.shortcuts import redirect
from django.urls import path
from django.views import View

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class GoView(View):
    def get(self, request):
        """Go."""
        url = param(request, "url")
        if not url:
            url = ""
        return redirect(url)


urlpatterns = [path("go/", GoView.as_view())]
