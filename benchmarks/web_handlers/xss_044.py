from django.http import HttpResponse
from django.urls import path
from django.utils.safestring import mark_safe
from django.views import View


class GreetView(View):
    def get(self, request):
        """Greet."""
        name = request.GET.getlist("name", [""])[0]
        queue = ["guest"]
        queue.extend([name, "spare"])
        queue.pop()
        name = queue[-1]
        return HttpResponse(mark_safe("<p>Hello " + name + "</p>"))


urlpatterns = [path("greet/", GreetView.as_view())]
