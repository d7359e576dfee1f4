from django.http import HttpResponse
from django.template import Context, Template
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def welcome(request):
    """Welcome."""
    name = param(request, "name")
    mode = "override"
    if mode == "override":
        chosen = name
    else:
        chosen = "guest"
    name = chosen
    page = Template("<p>Welcome {{ name|safe }}</p>").render(Context({"name": name}))
    return HttpResponse(page)


urlpatterns = [path("welcome/", welcome)]
