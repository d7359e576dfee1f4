from django.http import HttpResponse
from django.urls import path
from django.utils.safestring import mark_safe


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def greet(request):
    """Greet."""
    name = param(request, "name")
    queue = ["guest"]
    queue.extend([name, "spare"])
    queue.pop()
    name = queue[0]
    return HttpResponse(mark_safe("<p>Hello " + name + "</p>"))


urlpatterns = [path("greet/", greet)]
