from django.shortcuts import redirect
from django.urls import path
from django.views import View

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class GoView(View):
    def post(self, request):
        """Go."""
        url = request.POST.get("url", "")
        url = url.strip()
        return redirect(url)


urlpatterns = [path("go/", GoView.as_view())]
