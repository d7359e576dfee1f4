from django.http import HttpResponse
from django.template import Context, Template
from django.urls import path


def welcome(request, name):
    """Welcome."""
    candidates = ["guest", "guest"]
    candidates.insert(1, name)
    name = candidates[1]
    page = Template("<p>Welcome {{ name|safe }}</p>").render(Context({"name": name}))
    return HttpResponse(page)


urlpatterns = [path("welcome/<str:name>/", welcome)]
