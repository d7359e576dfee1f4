from django.shortcuts import redirect
from django.urls import path
from django.views import View

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class GoView(View):
    def get(self, request):
        """Go."""
        url = request.GET.dict().get("url", "")
        candidates = ["/"]
        candidates.append(url)
        url = candidates[-1]
        return redirect(url)


urlpatterns = [path("go/", GoView.as_view())]
