from django.http import HttpResponse
from django.template import Context, Template
from django.urls import path


def welcome(request):
    """Welcome."""
    name = request.GET.dict().get("name", "")
    name = name.replace("\r", "").replace("\n", "")
    page = Template("<p>Welcome {{ name|safe }}</p>").render(Context({"name": name}))
    return HttpResponse(page)


urlpatterns = [path("welcome/", welcome)]
