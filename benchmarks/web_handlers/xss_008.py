from django.http import HttpResponse
from django.urls import path
from django.views import View


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class EchoView(View):
    def get(self, request):
        """Echo."""
        message = param(request, "message")
        message = value_or_default(message, "hello", use_request=True)
        return HttpResponse(message, content_type="text/html")


urlpatterns = [path("echo/", EchoView.as_view())]
