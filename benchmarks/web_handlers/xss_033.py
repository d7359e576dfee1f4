from django.http import HttpResponse
from django.template import Context, Template
from django.urls import path


def welcome(request):
    """Welcome."""
    name = request.COOKIES.get("name", "")
    name = "%s" % name.strip()
    page = Template("<p>Welcome {{ name|safe }}</p>").render(Context({"name": name}))
    return HttpResponse(page)


urlpatterns = [path("welcome/", welcome)]
