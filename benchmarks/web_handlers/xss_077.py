from django.http import HttpResponse
from django.urls import path
from django.utils.html import format_html
from django.views import View


class GreetView(View):
    def get(self, request):
        """Greet."""
        name = request.GET.dict().get("name", "")
        name = name or "guest"
        return HttpResponse(format_html("<p>Hello {}</p>", name))


urlpatterns = [path("greet/", GreetView.as_view())]
