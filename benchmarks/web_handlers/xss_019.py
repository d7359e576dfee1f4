from django.http import HttpResponse
from django.urls import path
from django.utils.safestring import mark_safe
from django.views import View


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class GreetView(View):
    def get(self, request):
        """Greet."""
        name = param(request, "name")
        num = 8
        name = name if num % 2 == 1 else "guest"
        return HttpResponse(mark_safe("<p>Hello " + name + "</p>"))


urlpatterns = [path("greet/", GreetView.as_view())]
