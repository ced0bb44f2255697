# crashcart service image (API, console, workers). The training-side agent is `pip install crashcart[agent]`.
FROM python:3.11-slim
WORKDIR /opt/crashcart
COPY pyproject.toml README.md ./
COPY app ./app
COPY rules ./rules
COPY prompts ./prompts
COPY migrations ./migrations
# Editable: rules/, prompts/ and migrations/ stay beside the code, where settings look for them.
RUN pip install --no-cache-dir -e . && useradd --system --home /var/lib/crashcart crashcart \
    && mkdir -p /var/lib/crashcart && chown crashcart /var/lib/crashcart
USER crashcart
ENV CRASHCART_DATA_DIR=/var/lib/crashcart \
    CRASHCART_RULES_DIR=/opt/crashcart/rules \
    CRASHCART_PROMPTS_DIR=/opt/crashcart/prompts \
    CRASHCART_HOST=0.0.0.0
EXPOSE 8080
CMD ["crashcart", "serve"]
